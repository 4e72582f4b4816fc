import { defineDashboardExtension } from '@vendure/dashboard';
import { Calculator } from 'lucide-react';

import { FinancingPage } from './financing-page';

/** Back office for the calculators' financing parameters (ManageFinancing: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        {
            path: '/financing',
            loader: () => ({ breadcrumb: 'Financing' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'financing',
                title: 'Financing',
                icon: Calculator,
                requiresPermission: ['ManageFinancing'],
            },
            component: () => <FinancingPage />,
        },
    ],
});
