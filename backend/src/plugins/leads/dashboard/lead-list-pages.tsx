import {
    api,
    Button,
    Input,
    Label,
    Link,
    NativeSelect,
    NativeSelectOption,
    Page,
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
import { ReactNode, useState } from 'react';

import { contactMessagesDocument, marketingLeadsDocument } from './graphql';
import { errorText, RequireReadLeads, rupiah, SOURCE_LABELS, TOPIC_LABELS, when } from './shared';

const PAGE_SIZE = 50;

interface ListShape<Row> {
    kind: 'lead' | 'message';
    title: string;
    filterLabel: string;
    filterOptions: Record<string, string>;
    searchLabel: string;
    load: (options: { skip: number; take: number; search?: string; filter?: string }) => Promise<{ items: Row[]; totalItems: number }>;
    columns: string[];
    cells: (row: Row) => ReactNode[];
}

/** A read-only, newest-first list with a filter and a search (the server filters; 50 a page). */
function LeadList<Row extends { id: string | number }>({ shape }: Readonly<{ shape: ListShape<Row> }>) {
    const [search, setSearch] = useState('');
    const [filter, setFilter] = useState('');
    const [page, setPage] = useState(0);
    const options = { skip: page * PAGE_SIZE, take: PAGE_SIZE, search: search.trim() || undefined, filter: filter || undefined };
    const list = useQuery({ queryKey: [shape.kind, options], queryFn: () => shape.load(options) });
    const items = list.data?.items ?? [];
    const total = list.data?.totalItems ?? 0;
    const idPrefix = `leads-${shape.kind}`;
    return (
        <Page pageId={`${shape.kind}-list`}>
            <PageTitle>{shape.title}</PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId={`${shape.kind}-table`}>
                    <div className="flex flex-wrap gap-4 mb-4">
                        <div className="grid gap-1.5 w-64">
                            <Label htmlFor={`${idPrefix}-search`}>{shape.searchLabel}</Label>
                            <Input
                                id={`${idPrefix}-search`}
                                type="search"
                                value={search}
                                onChange={e => {
                                    setSearch(e.target.value);
                                    setPage(0);
                                }}
                            />
                        </div>
                        <div className="grid gap-1.5 w-56">
                            <Label htmlFor={`${idPrefix}-filter`}>{shape.filterLabel}</Label>
                            <NativeSelect
                                id={`${idPrefix}-filter`}
                                value={filter}
                                onChange={e => {
                                    setFilter(e.target.value);
                                    setPage(0);
                                }}
                            >
                                <NativeSelectOption value="">All</NativeSelectOption>
                                {Object.entries(shape.filterOptions).map(([value, label]) => (
                                    <NativeSelectOption key={value} value={value}>
                                        {label}
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </div>
                    </div>
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The list could not be loaded: {errorText(list.error)}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : items.length === 0 ? (
                        <p>{search || filter ? 'Nothing matches these filters.' : 'Nothing has arrived yet.'}</p>
                    ) : (
                        <Table aria-label={shape.title}>
                            <TableHeader>
                                <TableRow>
                                    {shape.columns.map(c => (
                                        <TableHead key={c}>{c}</TableHead>
                                    ))}
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {items.map(row => (
                                    <TableRow key={row.id}>
                                        {shape.cells(row).map((cell, i) => (
                                            <TableCell key={i} className="max-w-[16rem] truncate">
                                                {cell}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    <nav className="flex items-center justify-between mt-4" aria-label="Pages">
                        <span>{total} in all</span>
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

type LeadRow = { id: string; createdAt: string; fullName: string; phone: string; city: string; source: string; productSlug?: string | null; monthlyInstalment?: number | null };
type MessageRow = { id: string; createdAt: string; name: string; email: string; phone: string; topic: string; message: string };

const leadShape: ListShape<LeadRow> = {
    kind: 'lead',
    title: 'Marketing leads',
    filterLabel: 'Calculator',
    filterOptions: SOURCE_LABELS,
    searchLabel: 'Name, phone or city contains',
    load: async ({ filter, ...o }) =>
        ((await api.query(marketingLeadsDocument, { options: { ...o, source: filter } })) as { marketingLeads: { items: LeadRow[]; totalItems: number } })
            .marketingLeads,
    columns: ['Received', 'Name', 'Phone', 'City', 'Calculator', 'Model', 'Monthly instalment'],
    cells: l => [
        <Link key="l" to="/marketing-leads/$id" params={{ id: String(l.id) }} className="underline underline-offset-2">
            {when(l.createdAt)}
        </Link>,
        l.fullName,
        l.phone,
        l.city,
        SOURCE_LABELS[l.source] ?? l.source,
        l.productSlug ?? '—',
        rupiah(l.monthlyInstalment),
    ],
};

const messageShape: ListShape<MessageRow> = {
    kind: 'message',
    title: 'Contact messages',
    filterLabel: 'Topic',
    filterOptions: TOPIC_LABELS,
    searchLabel: 'Name, e-mail or phone contains',
    load: async ({ filter, ...o }) =>
        ((await api.query(contactMessagesDocument, { options: { ...o, topic: filter } })) as { contactMessages: { items: MessageRow[]; totalItems: number } })
            .contactMessages,
    columns: ['Received', 'Name', 'E-mail', 'Phone', 'Topic', 'Message'],
    cells: m => [
        <Link key="l" to="/contact-messages/$id" params={{ id: String(m.id) }} className="underline underline-offset-2">
            {when(m.createdAt)}
        </Link>,
        m.name,
        m.email,
        m.phone,
        TOPIC_LABELS[m.topic] ?? m.topic,
        m.message,
    ],
};

export function MarketingLeadListPage() {
    return (
        <RequireReadLeads>
            <LeadList shape={leadShape} />
        </RequireReadLeads>
    );
}

export function ContactMessageListPage() {
    return (
        <RequireReadLeads>
            <LeadList shape={messageShape} />
        </RequireReadLeads>
    );
}
