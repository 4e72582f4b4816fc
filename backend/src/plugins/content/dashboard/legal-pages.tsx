import {
    AnyRoute,
    api,
    Button,
    DetailPageButton,
    ListPage,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    useMutation,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { legalPageDocument, legalPageListDocument, updateLegalPageDocument } from './graphql';
import { errorText, Field, LOCALES, LocaleCode, SAVED, StatusLine, titleIn } from './shared';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** The four legal pages (privacy, refunds, orders outside Jabodetabek, warranty); the seed creates them. */
export function LegalPageListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="legal-page-list"
            route={route}
            title="Legal pages"
            listQuery={legalPageListDocument}
            defaultSort={[{ id: 'slug', desc: false }]}
            onSearchTermChange={term => ({ slug: { contains: term } })}
            defaultVisibility={{ translations: true, slug: true, lastUpdated: true }}
            defaultColumnOrder={['translations', 'titleId', 'lastUpdated', 'slug']}
            customizeColumns={{
                translations: {
                    header: 'Title (English)',
                    cell: ({ row }) => (
                        <DetailPageButton
                            href={`/legal-pages/${row.original.slug}`}
                            label={titleIn(row.original.translations, 'en') ?? row.original.slug}
                        />
                    ),
                },
                slug: { header: 'Address', cell: ({ row }) => <span className="font-mono">/{row.original.slug}</span> },
                lastUpdated: { header: 'Last updated (shown on the page)', cell: ({ row }) => shortDate(row.original.lastUpdated) },
            }}
            additionalColumns={{
                titleId: {
                    header: 'Title (Indonesian)',
                    meta: { dependencies: ['translations'] },
                    cell: ({ row }) => titleIn(row.original.translations, 'id') ?? '—',
                },
            }}
        />
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
    const list = useQuery({
        queryKey: ['legalPageRecord', slug],
        queryFn: () => api.query(legalPageDocument, { slug }),
    });
    const page = list.data?.legalPageRecords.items[0];
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
            void queryClient.invalidateQueries({ queryKey: ['legalPageRecord', slug] });
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
