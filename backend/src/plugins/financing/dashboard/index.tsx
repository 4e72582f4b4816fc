import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Calculator } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
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
        guardedRoute({
            ...access,
            path: '/financing/areas',
            loader: () => ({ breadcrumb: [financing, <Trans key="areas">Price areas</Trans>] }),
            component: route => <FinancingAreaListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/financing/areas/$id',
            loader: () => ({
                breadcrumb: [
                    financing,
                    { path: '/financing/areas', label: <Trans>Price areas</Trans> },
                    <Trans key="area">Area</Trans>,
                ],
            }),
            component: route => <FinancingAreaDetailPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/financing/rates',
            loader: () => ({ breadcrumb: [financing, <Trans key="rates">Provider rates</Trans>] }),
            component: route => <FinancingRateListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/financing/rates/$id',
            loader: () => ({
                breadcrumb: [
                    financing,
                    { path: '/financing/rates', label: <Trans>Provider rates</Trans> },
                    <Trans key="rate">Rate</Trans>,
                ],
            }),
            component: route => <FinancingRateDetailPage route={route} />,
        }),
    ],
});
