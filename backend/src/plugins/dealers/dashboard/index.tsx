import { defineDashboardExtension } from '@vendure/dashboard';
import { MapPin } from 'lucide-react';

import { CentreDetailPage } from './centre-detail-page';
import { CentreListPage } from './centre-list-page';

/** Back office for experience centres and dealers (ManageDealers: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        {
            path: '/experience-centres',
            loader: () => ({ breadcrumb: 'Experience centres' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'experience-centres',
                title: 'Experience centres',
                icon: MapPin,
                requiresPermission: ['ManageDealers'],
            },
            component: () => <CentreListPage />,
        },
        {
            path: '/experience-centres/$id',
            loader: () => ({ breadcrumb: [{ path: '/experience-centres', label: 'Experience centres' }, 'Place'] }),
            component: route => <CentreDetailPage route={route} />,
        },
    ],
});
