import { useLingui } from '@lingui/react/macro';
import { DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { NewButton } from '../../../dashboard-kit';
import { metaTagListDocument } from './graphql';
import { indonesianTitleColumn, titleIn } from './shared';

/** Page titles and descriptions per page name and locale (the site's <head>, SPEC §2). */
export function MetaTagListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="meta-tag-list"
            route={route}
            title={t`Meta tags`}
            listQuery={metaTagListDocument}
            defaultSort={[{ id: 'pageName', desc: false }]}
            onSearchTermChange={term => ({ pageName: { contains: term } })}
            defaultVisibility={{ pageName: true, translations: true, updatedAt: true }}
            customizeColumns={{
                pageName: {
                    header: t`Page name`,
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.pageName} />,
                },
                translations: {
                    header: t`Title (English)`,
                    cell: ({ row }) => titleIn(row.original.translations, 'en'),
                },
            }}
            additionalColumns={{ titleId: indonesianTitleColumn(t`Title (Indonesian)`) }}
        >
            <NewButton to="./new">{t`New meta tags`}</NewButton>
        </ListPage>
    );
}
