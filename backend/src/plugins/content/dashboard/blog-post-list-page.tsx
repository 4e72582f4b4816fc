import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { NewButton } from '../../../dashboard-kit';
import { blogPostsDocument } from './graphql';
import { titleIn } from './shared';

export function PublishBadge({ publishedAt }: Readonly<{ publishedAt?: string | null }>) {
    if (!publishedAt) return <Badge variant="outline">Draft</Badge>;
    const date = new Date(publishedAt);
    const label = date.toLocaleDateString('en-GB', { dateStyle: 'medium' });
    return date > new Date() ? <Badge variant="warning">Scheduled {label}</Badge> : <Badge variant="success">Published {label}</Badge>;
}

/** Blog posts, newest first, drafts included (the site's /blog). */
export function BlogPostListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="blog-post-list"
            route={route}
            title="Blog posts"
            listQuery={blogPostsDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={term => ({ slug: { contains: term } })}
            defaultVisibility={{ translations: true, slug: true, publishedAt: true, author: true }}
            customizeColumns={{
                translations: {
                    header: 'Title',
                    cell: ({ row }) => (
                        <DetailPageButton
                            id={row.original.id}
                            label={titleIn(row.original.translations, 'en') ?? row.original.slug}
                        />
                    ),
                },
                slug: { header: 'Address' },
                publishedAt: { header: 'Status', cell: ({ row }) => <PublishBadge publishedAt={row.original.publishedAt} /> },
            }}
            additionalColumns={{
                titleId: {
                    header: 'Title (Indonesian)',
                    meta: { dependencies: ['translations'] },
                    cell: ({ row }) => titleIn(row.original.translations, 'id') ?? '—',
                },
            }}
        >
            <NewButton to="./new">New post</NewButton>
        </ListPage>
    );
}
