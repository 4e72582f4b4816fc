import {
    AnyRoute,
    api,
    Button,
    Input,
    Label,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Textarea,
    useMutation,
    useNavigate,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { createMetaTagDocument, metaTagDocument, updateMetaTagDocument } from './graphql';

const LOCALES = [
    { code: 'en', label: 'English' },
    { code: 'id', label: 'Indonesian' },
] as const;

interface LocaleForm {
    title: string;
    description: string;
    ogTitle: string;
    ogDescription: string;
    ogImageUrl: string;
    /** Not edited here, but kept on save (the site falls back to the brand name). */
    ogSiteName: string;
}
const EMPTY_LOCALE: LocaleForm = {
    title: '',
    description: '',
    ogTitle: '',
    ogDescription: '',
    ogImageUrl: '',
    ogSiteName: '',
};

/** Edit the meta tags of one page name, in English and Indonesian. */
export function MetaTagDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [pageName, setPageName] = useState('');
    const [locales, setLocales] = useState<Record<string, LocaleForm>>({ en: EMPTY_LOCALE, id: EMPTY_LOCALE });
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const detail = useQuery({
        queryKey: ['metaTagRecord', id],
        queryFn: () => api.query(metaTagDocument, { id }),
        enabled: !isNew,
    });
    useEffect(() => {
        const m = detail.data?.metaTagRecord;
        if (!m) return;
        setPageName(m.pageName);
        const next: Record<string, LocaleForm> = { en: EMPTY_LOCALE, id: EMPTY_LOCALE };
        for (const t of m.translations) {
            const og = t.og[0];
            next[t.languageCode] = {
                title: t.title,
                description: t.description,
                ogTitle: og?.title ?? '',
                ogDescription: og?.description ?? '',
                ogImageUrl: og?.image?.url ?? '',
                ogSiteName: og?.site_name ?? '',
            };
        }
        setLocales(next);
    }, [detail.data]);

    const save = useMutation({
        mutationFn: async () => {
            const translations: Array<{
                languageCode: string;
                title: string;
                description: string;
                og: Array<{
                    title: string | null;
                    description: string | null;
                    imageUrl: string | null;
                    site_name: string | null;
                }>;
            }> = LOCALES.filter(l => locales[l.code].title.trim()).map(l => {
                const f = locales[l.code];
                const hasOg = f.ogTitle || f.ogDescription || f.ogImageUrl;
                return {
                    languageCode: l.code,
                    title: f.title.trim(),
                    description: f.description.trim(),
                    og: hasOg
                        ? [
                              {
                                  title: f.ogTitle || null,
                                  description: f.ogDescription || null,
                                  imageUrl: f.ogImageUrl || null,
                                  site_name: f.ogSiteName || null,
                              },
                          ]
                        : [],
                };
            });
            if (isNew) {
                const created = (await api.mutate(createMetaTagDocument, {
                    input: { pageName: pageName.trim(), translations },
                })) as { createMetaTag: { id: string } };
                return created.createMetaTag.id;
            }
            const updated = (await api.mutate(updateMetaTagDocument, {
                input: { id, pageName: pageName.trim(), translations },
            })) as { updateMetaTag: { id: string } };
            return updated.updateMetaTag.id;
        },
        onSuccess: newId => {
            setStatus({ kind: 'ok', text: 'Saved. The site shows the change within a minute.' });
            void queryClient.invalidateQueries({ queryKey: ['metaTagRecords'] });
            void queryClient.invalidateQueries({ queryKey: ['metaTagRecord', id] });
            if (isNew) void navigate({ to: '/meta-tags/$id', params: { id: String(newId) } });
        },
        onError: (e: Error) => setStatus({ kind: 'error', text: e.message }),
    });

    const field = (code: string, key: keyof LocaleForm, label: string, multiline = false) => {
        const inputId = `mt-${code}-${key}`;
        const props = {
            id: inputId,
            value: locales[code][key],
            onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                setLocales(l => ({ ...l, [code]: { ...l[code], [key]: e.target.value } })),
        };
        return (
            <div className="grid gap-1.5">
                <Label htmlFor={inputId}>{label}</Label>
                {multiline ? <Textarea {...props} /> : <Input {...props} />}
            </div>
        );
    };

    return (
        <Page pageId="meta-tag-detail">
            <PageTitle>{isNew ? 'New meta tags' : `Meta tags: ${pageName}`}</PageTitle>
            <PageLayout>
                {!isNew && detail.isError ? (
                    <PageBlock column="main" blockId="meta-tag-error">
                        <p role="alert">The meta tags could not be loaded: {(detail.error as Error).message}</p>
                    </PageBlock>
                ) : (
                    <PageBlock column="main" blockId="meta-tag-form">
                        <form
                            className="grid gap-6"
                            aria-label="Meta tags"
                            onSubmit={e => {
                                e.preventDefault();
                                setStatus(null);
                                if (!/^[a-z0-9]+([-/][a-z0-9]+)*$/.test(pageName.trim())) {
                                    setStatus({ kind: 'error', text: 'The page name is required: lower-case letters, digits and dashes.' });
                                    return;
                                }
                                if (!locales.en.title.trim() && !locales.id.title.trim()) {
                                    setStatus({ kind: 'error', text: 'Give a title in at least one language.' });
                                    return;
                                }
                                save.mutate();
                            }}
                        >
                            <div className="grid gap-1.5 max-w-md">
                                <Label htmlFor="mt-pageName">Page name</Label>
                                <Input id="mt-pageName" value={pageName} onChange={e => setPageName(e.target.value)} />
                            </div>
                            {LOCALES.map(l => (
                                <fieldset key={l.code} className="grid gap-3 border rounded-md p-4">
                                    <legend className="px-1 font-medium">{l.label}</legend>
                                    {field(l.code, 'title', `Title (${l.label})`)}
                                    {field(l.code, 'description', `Description (${l.label})`, true)}
                                    {field(l.code, 'ogTitle', `Social title (${l.label})`)}
                                    {field(l.code, 'ogDescription', `Social description (${l.label})`, true)}
                                    {field(l.code, 'ogImageUrl', `Social image URL (${l.label})`)}
                                </fieldset>
                            ))}
                            <div className="flex items-center gap-4">
                                <Button type="submit" disabled={save.isPending}>
                                    {isNew ? 'Create' : 'Save changes'}
                                </Button>
                                <span role="status" className={status?.kind === 'error' ? 'text-destructive' : ''}>
                                    {status?.text ?? ''}
                                </span>
                            </div>
                        </form>
                    </PageBlock>
                )}
            </PageLayout>
        </Page>
    );
}
