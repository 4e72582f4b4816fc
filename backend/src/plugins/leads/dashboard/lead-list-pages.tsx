import { DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { searchIn } from '../../../dashboard-kit';
import { contactMessagesDocument, marketingLeadsDocument } from './graphql';
import { rupiah, SOURCE_LABELS, TOPIC_LABELS, when } from './shared';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Calculator leads, newest first (read-only). */
export function MarketingLeadListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="marketing-lead-list"
            route={route}
            title="Marketing leads"
            listQuery={marketingLeadsDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={searchIn('fullName', 'phone', 'city')}
            facetedFilters={{ source: { title: 'Calculator', options: options(SOURCE_LABELS) } }}
            defaultVisibility={{ createdAt: true, fullName: true, phone: true, city: true, source: true, productSlug: true, monthlyInstalment: true }}
            customizeColumns={{
                createdAt: {
                    header: 'Received',
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={when(row.original.createdAt)} />,
                },
                fullName: { header: 'Name' },
                source: { header: 'Calculator', cell: ({ row }) => SOURCE_LABELS[row.original.source] ?? row.original.source },
                productSlug: { header: 'Model' },
                monthlyInstalment: { header: 'Monthly instalment', cell: ({ row }) => rupiah(row.original.monthlyInstalment) },
            }}
        />
    );
}

/** Messages from the contact form, newest first (read-only). */
export function ContactMessageListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="contact-message-list"
            route={route}
            title="Contact messages"
            listQuery={contactMessagesDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={searchIn('name', 'email', 'phone')}
            facetedFilters={{ topic: { title: 'Topic', options: options(TOPIC_LABELS) } }}
            defaultVisibility={{ createdAt: true, name: true, email: true, phone: true, topic: true, message: true }}
            customizeColumns={{
                createdAt: {
                    header: 'Received',
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={when(row.original.createdAt)} />,
                },
                email: { header: 'E-mail' },
                topic: { cell: ({ row }) => TOPIC_LABELS[row.original.topic] ?? row.original.topic },
                message: { cell: ({ row }) => <span className="line-clamp-2 max-w-md">{row.original.message}</span> },
            }}
        />
    );
}
