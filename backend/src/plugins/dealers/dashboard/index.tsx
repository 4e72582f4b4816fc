import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { MapPin } from 'lucide-react';

import { listAndDetailRoutes } from '../../../dashboard-kit';
import { ExperienceCenterDetailPage } from './experience-center-detail-page';
import { ExperienceCenterListPage } from './experience-center-list-page';

const access = { requiresPermission: ['ManageDealers'], forbiddenWhat: msg`experience centres` };

/** Back office for experience centres and dealers (ManageDealers: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        ...listAndDetailRoutes({
            ...access,
            path: '/experience-centres',
            navMenuItem: {
                sectionId: 'marketing',
                title: /* i18n */ 'Experience centres',
                icon: MapPin,
            },
            listTitle: <Trans>Experience centres</Trans>,
            recordTitle: <Trans>Place</Trans>,
            listPage: route => <ExperienceCenterListPage route={route} />,
            detailPage: route => <ExperienceCenterDetailPage route={route} />,
        }),
    ],
});
