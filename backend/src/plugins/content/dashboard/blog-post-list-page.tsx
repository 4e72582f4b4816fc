import {
    api,
    Badge,
    Button,
    Input,
    Label,
    Link,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    useQuery,
} from '@vendure/dashboard';
import { useState } from 'react';

import { blogPostsDocument } from './graphql';
import { errorText, RequirePermission } from './shared';

const PAGE_SIZE = 25;

type PostRow = { id: string; slug: string; author: string; publishedAt?: string | null; updatedAt: string; translations: Array<{ languageCode: string; title: string }> };

export function PublishBadge({ publishedAt }: Readonly<{ publishedAt?: string | null }>) {
    if (!publishedAt) return <Badge variant="outline">Draft</Badge>;
    const date = new Date(publishedAt);
    const label = date.toLocaleDateString('en-GB', { dateStyle: 'medium' });
    return date > new Date() ? <Badge variant="warning">Scheduled {label}</Badge> : <Badge variant="success">Published {label}</Badge>;
}

/** Blog posts, newest first, drafts included (the site's /blog). */
function BlogPostListPageContent() {
    const [search, setSearch] = useState('');
    const [page, setPage] = useState(0);
    const options = {
        skip: page * PAGE_SIZE,
        take: PAGE_SIZE,
        sort: { createdAt: 'DESC' },
        ...(search.trim() ? { filter: { slug: { contains: search.trim() } } } : {}),
    };
    const list = useQuery({
        queryKey: ['blogPostRecords', options],
        queryFn: async () =>
            ((await api.query(blogPostsDocument, { options: options as never })) as { blogPostRecords: { items: PostRow[]; totalItems: number } })
                .blogPostRecords,
    });
    const items = list.data?.items ?? [];
    const total = list.data?.totalItems ?? 0;
    return (
        <Page pageId="blog-post-list">
            <PageTitle>Blog posts</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    <Button render={<Link to="/blog-posts/$id" params={{ id: 'new' }} />}>New post</Button>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="full" blockId="blog-post-table">
                    <div className="grid gap-1.5 max-w-xs mb-4">
                        <Label htmlFor="blog-search">Address contains</Label>
                        <Input
                            id="blog-search"
                            type="search"
                            value={search}
                            onChange={e => {
                                setSearch(e.target.value);
                                setPage(0);
                            }}
                        />
                    </div>
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The blog posts could not be loaded: {errorText(list.error)}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : items.length === 0 ? (
                        <p>{search ? 'No post matches this address.' : 'There are no blog posts yet.'}</p>
                    ) : (
                        <Table aria-label="Blog posts">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Title (English)</TableHead>
                                    <TableHead>Title (Indonesian)</TableHead>
                                    <TableHead>Address</TableHead>
                                    <TableHead>Status</TableHead>
                                    <TableHead>Author</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {items.map(p => (
                                    <TableRow key={p.id}>
                                        <TableCell className="max-w-[18rem] truncate">
                                            <Link to="/blog-posts/$id" params={{ id: String(p.id) }} className="underline underline-offset-2">
                                                {p.translations.find(t => t.languageCode === 'en')?.title ?? p.slug}
                                            </Link>
                                        </TableCell>
                                        <TableCell className="max-w-[18rem] truncate">
                                            {p.translations.find(t => t.languageCode === 'id')?.title ?? '—'}
                                        </TableCell>
                                        <TableCell className="font-mono">/blog/{p.slug}</TableCell>
                                        <TableCell>
                                            <PublishBadge publishedAt={p.publishedAt} />
                                        </TableCell>
                                        <TableCell>{p.author}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    <nav className="flex items-center justify-between mt-4" aria-label="Pages">
                        <span>
                            {total} post{total === 1 ? '' : 's'}
                        </span>
                        <span className="flex gap-2">
                            <Button variant="outline" disabled={page === 0} onClick={() => setPage(p => p - 1)}>
                                Previous
                            </Button>
                            <Button variant="outline" disabled={(page + 1) * PAGE_SIZE >= total} onClick={() => setPage(p => p + 1)}>
                                Next
                            </Button>
                        </span>
                    </nav>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

export function BlogPostListPage() {
    return (
        <RequirePermission permission="ManageContent" what="the blog">
            <BlogPostListPageContent />
        </RequirePermission>
    );
}
