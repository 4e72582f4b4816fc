import {
    AnyRoute,
    api,
    Button,
    Link,
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
    useMutation,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { legalPagesDocument, updateLegalPageDocument } from './graphql';
import { errorText, Field, LOCALES, LocaleCode, SAVED, StatusLine } from './shared';

type LegalRow = {
    id: string;
    slug: string;
    lastUpdated: string;
    updatedAt: string;
    translations: Array<{ languageCode: string; title: string; body: string }>;
};

function useLegalPages() {
    return useQuery({
        queryKey: ['legalPageRecords'],
        queryFn: async () => ((await api.query(legalPagesDocument, {})) as { legalPageRecords: LegalRow[] }).legalPageRecords,
    });
}

/** The four legal pages (privacy, refunds, orders outside Jabodetabek, warranty). */
export function LegalPageListPage() {
    const list = useLegalPages();
    const pages = list.data ?? [];
    return (
        <Page pageId="legal-page-list">
            <PageTitle>Legal pages</PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId="legal-page-table">
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The legal pages could not be loaded: {errorText(list.error)}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : pages.length === 0 ? (
                        <p>No legal pages yet: the seed creates the four of them.</p>
                    ) : (
                        <Table aria-label="Legal pages">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Title (English)</TableHead>
                                    <TableHead>Title (Indonesian)</TableHead>
                                    <TableHead>Address</TableHead>
                                    <TableHead>Last updated (shown on the page)</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {pages.map(p => (
                                    <TableRow key={p.id}>
                                        <TableCell className="whitespace-normal">
                                            <Link to="/legal-pages/$slug" params={{ slug: p.slug }} className="underline underline-offset-2">
                                                {p.translations.find(t => t.languageCode === 'en')?.title ?? p.slug}
                                            </Link>
                                        </TableCell>
                                        <TableCell className="whitespace-normal">
                                            {p.translations.find(t => t.languageCode === 'id')?.title ?? '—'}
                                        </TableCell>
                                        <TableCell className="font-mono">/{p.slug}</TableCell>
                                        <TableCell>{new Date(p.lastUpdated).toLocaleDateString('en-GB', { dateStyle: 'medium' })}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

interface LegalForm {
    lastUpdated: string;
    title: Record<LocaleCode, string>;
    body: Record<LocaleCode, string>;
}

/** One legal page in English and Indonesian (Markdown) and its "last updated" date. */
export function LegalPageEditPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { slug } = route.useParams() as { slug: string };
    const queryClient = useQueryClient();
    const list = useLegalPages();
    const page = list.data?.find(p => p.slug === slug);
    const [form, setForm] = useState<LegalForm>({ lastUpdated: '', title: { en: '', id: '' }, body: { en: '', id: '' } });
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    useEffect(() => {
        if (!page) return;
        const tr = (code: string) => page.translations.find(t => t.languageCode === code);
        setForm({
            lastUpdated: page.lastUpdated.slice(0, 10),
            title: { en: tr('en')?.title ?? '', id: tr('id')?.title ?? '' },
            body: { en: tr('en')?.body ?? '', id: tr('id')?.body ?? '' },
        });
    }, [page?.id, page?.updatedAt]);
    const save = useMutation({
        mutationFn: () =>
            api.mutate(updateLegalPageDocument, {
                input: {
                    id: page!.id,
                    lastUpdated: new Date(`${form.lastUpdated}T00:00:00Z`).toISOString(),
                    translations: LOCALES.map(l => ({ languageCode: l.code, title: form.title[l.code].trim(), body: form.body[l.code].trim() })),
                },
            }),
        onSuccess: () => {
            setStatus({ kind: 'ok', text: SAVED });
            void queryClient.invalidateQueries({ queryKey: ['legalPageRecords'] });
        },
        onError: (e: unknown) => setStatus({ kind: 'error', text: errorText(e) }),
    });
    if (list.isError || (list.isSuccess && !page)) {
        return (
            <Page pageId="legal-page-edit">
                <PageTitle>Legal page</PageTitle>
                <p role="alert">{list.isError ? `The page could not be loaded: ${errorText(list.error)}` : 'There is no such legal page.'}</p>
            </Page>
        );
    }
    const setText = (kind: 'title' | 'body', code: LocaleCode) => (v: string) => setForm(f => ({ ...f, [kind]: { ...f[kind], [code]: v } }));
    return (
        <Page pageId="legal-page-edit">
            <PageTitle>{`Legal page: ${form.title.en || slug}`}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="legal-page-form">
                    {list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : (
                        <form
                            className="grid gap-4"
                            aria-label="Legal page"
                            noValidate
                            onSubmit={e => {
                                e.preventDefault();
                                const found: Record<string, string> = {};
                                if (!/^\d{4}-\d{2}-\d{2}$/.test(form.lastUpdated)) found.lastUpdated = 'Choose the date.';
                                for (const l of LOCALES) {
                                    if (!form.title[l.code].trim()) found[`title-${l.code}`] = `The ${l.label} title is required.`;
                                    if (!form.body[l.code].trim()) found[`body-${l.code}`] = `The ${l.label} text is required.`;
                                }
                                setErrors(found);
                                setStatus(null);
                                if (Object.keys(found).length) {
                                    setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                                    return;
                                }
                                save.mutate();
                            }}
                        >
                            <div className="max-w-xs">
                                <Field
                                    id="legal-last-updated"
                                    label="Last updated (shown on the page)"
                                    type="date"
                                    value={form.lastUpdated}
                                    onChange={v => setForm(f => ({ ...f, lastUpdated: v }))}
                                    error={errors.lastUpdated}
                                />
                            </div>
                            {LOCALES.map(l => (
                                <fieldset key={l.code} className="grid gap-3 border rounded-md p-4">
                                    <legend className="px-1 font-medium">{l.label}</legend>
                                    <Field id={`legal-title-${l.code}`} label={`Title (${l.label})`} value={form.title[l.code]} onChange={setText('title', l.code)} error={errors[`title-${l.code}`]} />
                                    <Field id={`legal-body-${l.code}`} label={`Text (${l.label})`} multiline rows={16} hint="Markdown." value={form.body[l.code]} onChange={setText('body', l.code)} error={errors[`body-${l.code}`]} />
                                </fieldset>
                            ))}
                            <div className="flex items-center gap-4">
                                <Button type="submit" disabled={save.isPending}>
                                    Save page
                                </Button>
                                <StatusLine status={status} />
                            </div>
                        </form>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
