import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Landmark } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { InstallmentApplicationDetailPage } from './installment-application-detail-page';
import { InstallmentApplicationListPage } from './installment-application-list-page';

const access = { requiresPermission: ['DecideInstallment'], forbiddenWhat: msg`installment applications` };

/** Installment applications (DecideInstallment): the queue, and the provider's decision and contract per application. */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/installment-applications',
            loader: () => ({ breadcrumb: <Trans>Installment applications</Trans> }),
            navMenuItem: {
                sectionId: 'sales',
                id: 'installment-applications',
                title: /* i18n */ 'Installment applications',
                icon: Landmark,
            },
            component: route => <InstallmentApplicationListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/installment-applications/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/installment-applications', label: <Trans>Installment applications</Trans> },
                    <Trans key="application">Application</Trans>,
                ],
            }),
            component: route => <InstallmentApplicationDetailPage route={route} />,
        }),
    ],
});
