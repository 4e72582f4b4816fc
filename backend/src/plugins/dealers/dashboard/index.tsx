import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { MapPin } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { ExperienceCenterDetailPage } from './experience-center-detail-page';
import { ExperienceCenterListPage } from './experience-center-list-page';

const access = { requiresPermission: ['ManageDealers'], forbiddenWhat: msg`experience centres` };

/** Back office for experience centres and dealers (ManageDealers: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/experience-centres',
            loader: () => ({ breadcrumb: <Trans>Experience centres</Trans> }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'experience-centres',
                title: /* i18n */ 'Experience centres',
                icon: MapPin,
            },
            component: route => <ExperienceCenterListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/experience-centres/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/experience-centres', label: <Trans>Experience centres</Trans> },
                    <Trans key="place">Place</Trans>,
                ],
            }),
            component: route => <ExperienceCenterDetailPage route={route} />,
        }),
    ],
});
