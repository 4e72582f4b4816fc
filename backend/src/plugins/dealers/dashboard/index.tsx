import { defineDashboardExtension } from '@vendure/dashboard';
import { MapPin } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { ExperienceCenterDetailPage } from './experience-center-detail-page';
import { ExperienceCenterListPage } from './experience-center-list-page';

const access = { requiresPermission: ['ManageDealers'], forbiddenWhat: 'experience centres' };

/** Back office for experience centres and dealers (ManageDealers: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/experience-centres',
            loader: () => ({ breadcrumb: 'Experience centres' }),
            navMenuItem: { sectionId: 'marketing', id: 'experience-centres', title: 'Experience centres', icon: MapPin },
            component: route => <ExperienceCenterListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/experience-centres/$id',
            loader: () => ({ breadcrumb: [{ path: '/experience-centres', label: 'Experience centres' }, 'Place'] }),
            component: route => <ExperienceCenterDetailPage route={route} />,
        }),
    ],
});
