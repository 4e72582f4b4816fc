import { defineDashboardExtension } from '@vendure/dashboard';
import { Calculator } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { FinancingPage } from './financing-page';

/** Back office for the calculators' financing parameters (ManageFinancing: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            requiresPermission: ['ManageFinancing'],
            forbiddenWhat: 'financing',
            path: '/financing',
            loader: () => ({ breadcrumb: 'Financing' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'financing',
                title: 'Financing',
                icon: Calculator,
            },
            component: () => <FinancingPage />,
        }),
    ],
});
