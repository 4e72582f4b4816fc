import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Landmark } from 'lucide-react';

import { listAndDetailRoutes } from '../../../dashboard-kit';
import { InstallmentApplicationDetailPage } from './installment-application-detail-page';
import { InstallmentApplicationListPage } from './installment-application-list-page';

const access = { requiresPermission: ['DecideInstallment'], forbiddenWhat: msg`installment applications` };

/** Installment applications (DecideInstallment): the queue, and the provider's decision and contract per application. */
defineDashboardExtension({
    routes: [
        ...listAndDetailRoutes({
            ...access,
            path: '/installment-applications',
            navMenuItem: {
                sectionId: 'sales',
                title: /* i18n */ 'Installment applications',
                icon: Landmark,
            },
            listTitle: <Trans>Installment applications</Trans>,
            recordTitle: <Trans>Application</Trans>,
            listPage: route => <InstallmentApplicationListPage route={route} />,
            detailPage: route => <InstallmentApplicationDetailPage route={route} />,
        }),
    ],
});
