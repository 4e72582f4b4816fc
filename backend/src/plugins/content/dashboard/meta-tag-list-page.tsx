import {
    api,
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
    usePermissions,
    useQuery,
} from '@vendure/dashboard';
import { useState } from 'react';

import { metaTagListDocument } from './graphql';

const PAGE_SIZE = 50;

/** Page titles and descriptions per page name and locale (the site's <head>, SPEC §2). */
function MetaTagListPageContent() {
    const [search, setSearch] = useState('');
    const [page, setPage] = useState(0);
    const options = {
        skip: page * PAGE_SIZE,
        take: PAGE_SIZE,
        sort: { pageName: 'ASC' },
        ...(search.trim() ? { filter: { pageName: { contains: search.trim() } } } : {}),
    };
    const list = useQuery({
        queryKey: ['metaTagRecords', options],
        queryFn: () => api.query(metaTagListDocument, { options: options as any }),
    });
    const items = list.data?.metaTagRecords.items ?? [];
    const total = list.data?.metaTagRecords.totalItems ?? 0;
    return (
        <Page pageId="meta-tag-list">
            <PageTitle>Meta tags</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    <Button render={<Link to="/meta-tags/$id" params={{ id: 'new' }} />}>New meta tags</Button>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="main" blockId="meta-tag-table">
                    <div className="grid gap-1.5 max-w-xs mb-4">
                        <Label htmlFor="mt-search">Page name contains</Label>
                        <Input
                            id="mt-search"
                            value={search}
                            onChange={e => {
                                setSearch(e.target.value);
                                setPage(0);
                            }}
                        />
                    </div>
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The meta tags could not be loaded: {(list.error as Error).message}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : items.length === 0 ? (
                        <p>No meta tags{search ? ' match this name' : ''}.</p>
                    ) : (
                        <Table aria-label="Meta tags">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Page name</TableHead>
                                    <TableHead>Title (English)</TableHead>
                                    <TableHead>Title (Indonesian)</TableHead>
                                    <TableHead>Updated</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {items.map(m => (
                                    <TableRow key={m.id}>
                                        <TableCell>
                                            <Link
                                                to="/meta-tags/$id"
                                                params={{ id: String(m.id) }}
                                                className="font-mono underline underline-offset-2"
                                            >
                                                {m.pageName}
                                            </Link>
                                        </TableCell>
                                        <TableCell className="max-w-[14rem] truncate">
                                            {m.translations.find(t => t.languageCode === 'en')?.title ?? '—'}
                                        </TableCell>
                                        <TableCell className="max-w-[14rem] truncate">
                                            {m.translations.find(t => t.languageCode === 'id')?.title ?? '—'}
                                        </TableCell>
                                        <TableCell>{new Date(m.updatedAt).toLocaleString()}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    <nav className="flex items-center justify-between mt-4" aria-label="Pages">
                        <span>{total} page name{total === 1 ? '' : 's'}</span>
                        <span className="flex gap-2">
                            <Button variant="outline" disabled={page === 0} onClick={() => setPage(p => p - 1)}>
                                Previous
                            </Button>
                            <Button
                                variant="outline"
                                disabled={(page + 1) * PAGE_SIZE >= total}
                                onClick={() => setPage(p => p + 1)}
                            >
                                Next
                            </Button>
                        </span>
                    </nav>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

/** Refuses politely when the signed-in administrator's role lacks ManageContent (the server refuses anyway). */
export function MetaTagListPage() {
    const { hasPermissions } = usePermissions();
    if (!hasPermissions(['ManageContent'])) {
        return (
            <Page pageId="metataglistpage-forbidden">
                <PageTitle>Not allowed</PageTitle>
                <p role="alert">Your role does not include meta tags. Ask an administrator if you need it.</p>
            </Page>
        );
    }
    return <MetaTagListPageContent />;
}
