import { useLingui } from '@lingui/react/macro';
import { DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { labelOf, modelName, optionsOf, rupiah, searchIn, StaffDate } from '../../../dashboard-kit';
import { contactMessagesDocument, marketingLeadsDocument } from './graphql';
import { SOURCE_LABELS, TOPIC_LABELS } from './labels';

/** Calculator leads, newest first (read-only). */
export function MarketingLeadListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    return (
        <ListPage
            pageId="marketing-lead-list"
            route={route}
            title={t`Marketing leads`}
            listQuery={marketingLeadsDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={searchIn('fullName', 'phone', 'city')}
            facetedFilters={{ source: { title: t`Calculator`, options: optionsOf(i18n, SOURCE_LABELS) } }}
            defaultVisibility={{
                createdAt: true,
                fullName: true,
                phone: true,
                city: true,
                source: true,
                productSlug: true,
                monthlyInstalment: true,
            }}
            customizeColumns={{
                createdAt: {
                    header: t`Received`,
                    cell: ({ row }) => (
                        <DetailPageButton
                            id={row.original.id}
                            label={<StaffDate value={row.original.createdAt} withTime />}
                        />
                    ),
                },
                source: { header: t`Calculator`, cell: ({ row }) => labelOf(i18n, SOURCE_LABELS, row.original.source) },
                productSlug: { cell: ({ row }) => row.original.productSlug && modelName(row.original.productSlug) },
                monthlyInstalment: {
                    header: t`Monthly instalment`,
                    cell: ({ row }) => rupiah(row.original.monthlyInstalment),
                },
            }}
        />
    );
}

/** Messages from the contact form, newest first (read-only). */
export function ContactMessageListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    return (
        <ListPage
            pageId="contact-message-list"
            route={route}
            title={t`Contact messages`}
            listQuery={contactMessagesDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={searchIn('name', 'email', 'phone')}
            facetedFilters={{ topic: { title: t`Topic`, options: optionsOf(i18n, TOPIC_LABELS) } }}
            defaultVisibility={{ createdAt: true, name: true, email: true, phone: true, topic: true, message: true }}
            customizeColumns={{
                createdAt: {
                    header: t`Received`,
                    cell: ({ row }) => (
                        <DetailPageButton
                            id={row.original.id}
                            label={<StaffDate value={row.original.createdAt} withTime />}
                        />
                    ),
                },
                topic: { cell: ({ row }) => labelOf(i18n, TOPIC_LABELS, row.original.topic) },
                message: {
                    cell: ({ row }) => <span className="line-clamp-2 max-w-md">{row.original.message}</span>,
                },
            }}
        />
    );
}
