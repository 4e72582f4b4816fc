import { defineDashboardExtension } from '@vendure/dashboard';
import { Landmark } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { InstallmentApplicationDetailPage } from './installment-application-detail-page';
import { InstallmentApplicationListPage } from './installment-application-list-page';

const access = { requiresPermission: ['DecideInstallment'], forbiddenWhat: 'installment applications' };

/** Installment applications (DecideInstallment): the queue, and the provider's decision and contract per application. */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/installment-applications',
            loader: () => ({ breadcrumb: 'Installment applications' }),
            navMenuItem: {
                sectionId: 'sales',
                id: 'installment-applications',
                title: 'Installment applications',
                icon: Landmark,
            },
            component: route => <InstallmentApplicationListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/installment-applications/$id',
            loader: () => ({
                breadcrumb: [{ path: '/installment-applications', label: 'Installment applications' }, 'Application'],
            }),
            component: route => <InstallmentApplicationDetailPage route={route} />,
        }),
    ],
});
