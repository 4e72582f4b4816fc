import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Calculator } from 'lucide-react';

import { guardedRoute, listAndDetailRoutes } from '../../../dashboard-kit';
import { FinancingAreaDetailPage, FinancingAreaListPage } from './financing-area-pages';
import { FinancingRateDetailPage, FinancingRateListPage } from './financing-rate-pages';
import { FinancingSettingsPage } from './financing-settings-page';

const access = { requiresPermission: ['ManageFinancing'], forbiddenWhat: msg`financing` };
const financing = { path: '/financing', label: <Trans>Financing</Trans> };

/** Back office for the calculators' financing parameters (ManageFinancing: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/financing',
            loader: () => ({ breadcrumb: <Trans>Financing</Trans> }),
            navMenuItem: { sectionId: 'marketing', id: 'financing', title: /* i18n */ 'Financing', icon: Calculator },
            component: () => <FinancingSettingsPage />,
        }),
        ...listAndDetailRoutes({
            ...access,
            path: '/financing/areas',
            parents: [financing],
            listTitle: <Trans>Price areas</Trans>,
            recordTitle: <Trans>Area</Trans>,
            listPage: route => <FinancingAreaListPage route={route} />,
            detailPage: route => <FinancingAreaDetailPage route={route} />,
        }),
        ...listAndDetailRoutes({
            ...access,
            path: '/financing/rates',
            parents: [financing],
            listTitle: <Trans>Provider rates</Trans>,
            recordTitle: <Trans>Rate</Trans>,
            listPage: route => <FinancingRateListPage route={route} />,
            detailPage: route => <FinancingRateDetailPage route={route} />,
        }),
    ],
});
