import { defineDashboardExtension, ListPage, type AnyRoute } from '@vendure/dashboard';
import { BookOpen } from 'lucide-react';

import { guardedRoute, searchIn } from '../../../dashboard-kit';
import { guestbookEntriesDocument } from './graphql';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The showrooms' guestbook (logged in /pstools by product specialists), read-only. */
function GuestbookListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="guestbook-entry-list"
            route={route}
            title="Showroom guestbook"
            listQuery={guestbookEntriesDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={searchIn('fullName', 'phone', 'email')}
            facetedFilters={{
                status: { title: 'Status', options: [{ value: 'ASSIGNED', label: 'Assigned' }, { value: 'COMPLETED', label: 'Completed' }] },
                priority: { title: 'Priority', options: ['HOT', 'WARM', 'COLD'].map(value => ({ value, label: value })) },
            }}
            defaultVisibility={{ createdAt: true, fullName: true, phone: true, email: true, priority: true, productSlug: true, followUpDate: true, status: true, outcome: true }}
            customizeColumns={{
                createdAt: { header: 'Logged', cell: ({ row }) => when(row.original.createdAt) },
                fullName: { header: 'Name' },
                email: { header: 'E-mail' },
                productSlug: { header: 'Model' },
                followUpDate: { header: 'Follow-up' },
            }}
        />
    );
}

defineDashboardExtension({
    routes: [
        guardedRoute({
            requiresPermission: ['ReadLeads'],
            forbiddenWhat: 'the showroom guestbook',
            path: '/guestbook',
            loader: () => ({ breadcrumb: 'Showroom guestbook' }),
            navMenuItem: { sectionId: 'customers', id: 'guestbook', title: 'Showroom guestbook', icon: BookOpen },
            component: route => <GuestbookListPage route={route} />,
        }),
    ],
});
