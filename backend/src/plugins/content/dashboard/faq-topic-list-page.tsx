import { useLingui } from '@lingui/react/macro';
import { DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { NewButton } from '../../../dashboard-kit';
import { faqTopicListDocument } from './graphql';
import { indonesianTitleColumn, titleIn } from './shared';

/** FAQ topics in their site order, with how many answers each has (the site's /support pages). */
export function FaqTopicListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="faq-topic-list"
            route={route}
            title={t`FAQ topics`}
            listQuery={faqTopicListDocument}
            defaultSort={[{ id: 'position', desc: false }]}
            onSearchTermChange={term => ({ slug: { contains: term } })}
            defaultVisibility={{ position: true, translations: true, titleId: true, slug: true, answers: true }}
            defaultColumnOrder={['translations', 'titleId', 'position', 'answers', 'slug']}
            customizeColumns={{
                translations: {
                    header: t`Topic (English)`,
                    cell: ({ row }) => (
                        <DetailPageButton
                            id={row.original.id}
                            label={titleIn(row.original.translations, 'en') ?? row.original.slug}
                        />
                    ),
                },
                slug: {
                    header: t`Address`,
                    cell: ({ row }) => <span className="font-mono">/support/{row.original.slug}</span>,
                },
                answers: { cell: ({ row }) => row.original.answers.length },
            }}
            additionalColumns={{ titleId: indonesianTitleColumn(t`Topic (Indonesian)`) }}
        >
            <NewButton to="./new">{t`New topic`}</NewButton>
        </ListPage>
    );
}
