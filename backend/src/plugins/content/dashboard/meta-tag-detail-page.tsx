import { AnyRoute, PageBlock, z } from '@vendure/dashboard';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import {
    failsWith,
    languageBlocks,
    RecordFormPage,
    TextField,
    type TranslationOf,
    translationsForForm,
    useRecordForm,
} from '../../../dashboard-kit';
import { createMetaTagDocument, metaTagDocument, updateMetaTagDocument } from './graphql';

/** One row per language, each with one social (Open Graph) entry to edit; an empty one is not saved. */
const rows = (translations?: ReadonlyArray<TranslationOf<typeof metaTagDocument>>) =>
    translationsForForm(translations, ['title', 'description'], t => {
        const og = t?.og[0];
        return {
            og: [
                {
                    title: og?.title ?? '',
                    description: og?.description ?? '',
                    imageUrl: og?.image?.url ?? '',
                    // Not edited here, but kept on save (the site falls back to the brand name).
                    site_name: og?.site_name ?? '',
                },
            ],
        };
    });
type Row = ReturnType<typeof rows>[number];
const filled = (v: string | null | undefined) => !!v?.trim();

/** What the form refuses before the server does (MetaTagService checks the same on save). */
const extendSchema = (schema: z.AnyZodObject) =>
    schema
        .extend({
            pageName: z
                .string(failsWith(() => t`Lower-case letters, digits, dashes and slashes.`))
                .trim()
                .regex(/^[a-z0-9]+([-/][a-z0-9]+)*$/),
        })
        .superRefine((values, ctx) => {
            const translations = (values.translations ?? []) as Row[];
            const used = translations.map(t => filled(t.title) || filled(t.description));
            if (!used.some(Boolean)) {
                ctx.addIssue({
                    code: 'custom',
                    path: ['translations', 0, 'title'],
                    message: t`Give a title in at least one language.`,
                });
            }
            // A language is saved with both its title and its description (MetaTagService refuses one without the other).
            translations.forEach((row, i) => {
                if (!used[i]) return;
                for (const key of ['title', 'description'] as const) {
                    if (!filled(row[key]))
                        ctx.addIssue({
                            code: 'custom',
                            path: ['translations', i, key],
                            message: t`This field is required`,
                        });
                }
            });
        });

/** Only the languages given a title and description are saved, each with its social entry when one of its fields is filled. */
function toInput<
    T extends {
        translations?: Array<{
            title: string;
            og?: Array<{ title?: string | null; description?: string | null; imageUrl?: string | null }> | null;
        }> | null;
    },
>(input: T): T {
    return {
        ...input,
        translations: (input.translations ?? [])
            .filter(t => filled(t.title))
            .map(t => ({
                ...t,
                og: (t.og ?? []).filter(o => filled(o.title) || filled(o.description) || filled(o.imageUrl)),
            })),
    };
}

/** The meta tags of one page name on Vendure's detail-page form, in English and Indonesian. */
export function MetaTagDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const detail = useRecordForm({
        pageId: 'meta-tag-detail',
        route,
        listPath: '/meta-tags',
        queryDocument: metaTagDocument,
        createDocument: createMetaTagDocument,
        updateDocument: updateMetaTagDocument,
        extendSchema,
        setValuesForUpdate: m => ({ id: m.id, pageName: m.pageName, translations: rows(m.translations) }),
        transformCreateInput: toInput,
        transformUpdateInput: toInput,
        newRecord: { translations: rows() },
        notSaved: t`The meta tags were not saved`,
        fieldOf: m => (/page name/i.test(m) ? 'pageName' : null),
    });
    const { form, entity, isNew } = detail;
    const c = form.control;
    const pageName = entity?.pageName ?? '';
    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`New meta tags` : t`Meta tags: ${pageName}`}
            saveLabel={isNew ? t`Create` : t`Save changes`}
        >
            <PageBlock column="main" blockId="meta-tag-page">
                <TextField
                    control={c}
                    name="pageName"
                    label={t`Page name`}
                    description={t`For example home, product/alva-cervo.`}
                />
            </PageBlock>
            {languageBlocks(i18n, 'meta-tag', (i, language) => (
                <>
                    <TextField control={c} name={`translations.${i}.title`} label={t`Title (${language})`} />
                    <TextField
                        control={c}
                        name={`translations.${i}.description`}
                        label={t`Description (${language})`}
                        multiline
                        rows={3}
                    />
                    <TextField
                        control={c}
                        name={`translations.${i}.og.0.title`}
                        label={t`Social title (${language})`}
                    />
                    <TextField
                        control={c}
                        name={`translations.${i}.og.0.description`}
                        label={t`Social description (${language})`}
                        multiline
                        rows={3}
                    />
                    <TextField
                        control={c}
                        name={`translations.${i}.og.0.imageUrl`}
                        label={t`Social image URL (${language})`}
                    />
                </>
            ))}
        </RecordFormPage>
    );
}
