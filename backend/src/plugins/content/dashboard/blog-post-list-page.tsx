import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { NewButton, useStaffDates } from '../../../dashboard-kit';
import { blogPostsDocument } from './graphql';
import { indonesianTitleColumn, titleIn } from './shared';

export function PublishBadge({ publishedAt }: Readonly<{ publishedAt?: string | null }>) {
    const staffDates = useStaffDates();
    if (!publishedAt)
        return (
            <Badge variant="outline">
                <Trans>Draft</Trans>
            </Badge>
        );
    const published = new Date(publishedAt);
    const date = staffDates.date(published);
    return published > new Date() ? (
        <Badge variant="warning">
            <Trans>Scheduled {date}</Trans>
        </Badge>
    ) : (
        <Badge variant="success">
            <Trans>Published {date}</Trans>
        </Badge>
    );
}

/** Blog posts, newest first, drafts included (the site's /blog). */
export function BlogPostListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="blog-post-list"
            route={route}
            title={t`Blog posts`}
            listQuery={blogPostsDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={term => ({ slug: { contains: term } })}
            defaultVisibility={{ translations: true, slug: true, publishedAt: true, author: true }}
            customizeColumns={{
                translations: {
                    header: t`Title`,
                    cell: ({ row }) => (
                        <DetailPageButton
                            id={row.original.id}
                            label={titleIn(row.original.translations, 'en') ?? row.original.slug}
                        />
                    ),
                },
                slug: { header: t`Address` },
                publishedAt: {
                    header: t`Status`,
                    cell: ({ row }) => <PublishBadge publishedAt={row.original.publishedAt} />,
                },
            }}
            additionalColumns={{ titleId: indonesianTitleColumn(t`Title (Indonesian)`) }}
        >
            <NewButton to="./new">{t`New post`}</NewButton>
        </ListPage>
    );
}
