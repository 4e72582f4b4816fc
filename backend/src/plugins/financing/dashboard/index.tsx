import { defineDashboardExtension } from '@vendure/dashboard';
import { Calculator } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { FinancingAreaDetailPage, FinancingAreaListPage } from './financing-area-pages';
import { FinancingRateDetailPage, FinancingRateListPage } from './financing-rate-pages';
import { FinancingSettingsPage } from './financing-settings-page';

const access = { requiresPermission: ['ManageFinancing'], forbiddenWhat: 'financing' };
const financing = { path: '/financing', label: 'Financing' };

/** Back office for the calculators' financing parameters (ManageFinancing: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/financing',
            loader: () => ({ breadcrumb: 'Financing' }),
            navMenuItem: { sectionId: 'marketing', id: 'financing', title: 'Financing', icon: Calculator },
            component: () => <FinancingSettingsPage />,
        }),
        guardedRoute({
            ...access,
            path: '/financing/areas',
            loader: () => ({ breadcrumb: [financing, 'Price areas'] }),
            component: route => <FinancingAreaListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/financing/areas/$id',
            loader: () => ({ breadcrumb: [financing, { path: '/financing/areas', label: 'Price areas' }, 'Area'] }),
            component: route => <FinancingAreaDetailPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/financing/rates',
            loader: () => ({ breadcrumb: [financing, 'Provider rates'] }),
            component: route => <FinancingRateListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/financing/rates/$id',
            loader: () => ({ breadcrumb: [financing, { path: '/financing/rates', label: 'Provider rates' }, 'Rate'] }),
            component: route => <FinancingRateDetailPage route={route} />,
        }),
    ],
});
