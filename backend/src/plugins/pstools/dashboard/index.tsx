import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { defineDashboardExtension, ListPage, type AnyRoute } from '@vendure/dashboard';
import { BookOpen } from 'lucide-react';

import { guardedRoute, optionsOf, searchIn, StaffDate } from '../../../dashboard-kit';
import { guestbookEntriesDocument } from './graphql';

const STATUS_LABELS = { ASSIGNED: msg`Assigned`, COMPLETED: msg`Completed` };

/** The showrooms' guestbook (logged in /pstools by product specialists), read-only. */
function GuestbookListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    return (
        <ListPage
            pageId="guestbook-entry-list"
            route={route}
            title={t`Showroom guestbook`}
            listQuery={guestbookEntriesDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={searchIn('fullName', 'phone', 'email')}
            facetedFilters={{
                status: {
                    title: t`Status`,
                    options: optionsOf(i18n, STATUS_LABELS),
                },
                // The priorities are shown as the API has them (HOT, WARM, COLD), in the column too.
                priority: {
                    title: t`Priority`,
                    options: ['HOT', 'WARM', 'COLD'].map(value => ({ value, label: value })),
                },
            }}
            defaultVisibility={{
                createdAt: true,
                fullName: true,
                phone: true,
                email: true,
                priority: true,
                productSlug: true,
                followUpDate: true,
                status: true,
                outcome: true,
            }}
            customizeColumns={{
                createdAt: {
                    header: t`Logged`,
                    cell: ({ row }) => <StaffDate value={row.original.createdAt} withTime />,
                },
            }}
        />
    );
}

defineDashboardExtension({
    routes: [
        guardedRoute({
            requiresPermission: ['ReadLeads'],
            forbiddenWhat: msg`the showroom guestbook`,
            path: '/guestbook',
            loader: () => ({ breadcrumb: <Trans>Showroom guestbook</Trans> }),
            navMenuItem: {
                sectionId: 'customers',
                id: 'guestbook',
                title: /* i18n */ 'Showroom guestbook',
                icon: BookOpen,
            },
            component: route => <GuestbookListPage route={route} />,
        }),
    ],
});
