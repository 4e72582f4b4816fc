import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Inbox, Mail } from 'lucide-react';

import { listAndDetailRoutes } from '../../../dashboard-kit';
import { ContactMessageDetailPage, MarketingLeadDetailPage } from './lead-detail-pages';
import { ContactMessageListPage, MarketingLeadListPage } from './lead-list-pages';

const access = { requiresPermission: ['ReadLeads'], forbiddenWhat: msg`leads and messages` };

/** Read-only back office for calculator leads and contact messages (ReadLeads). */
defineDashboardExtension({
    routes: [
        ...listAndDetailRoutes({
            ...access,
            path: '/marketing-leads',
            navMenuItem: {
                sectionId: 'customers',
                title: /* i18n */ 'Marketing leads',
                icon: Inbox,
            },
            listTitle: <Trans>Marketing leads</Trans>,
            recordTitle: <Trans>Lead</Trans>,
            listPage: route => <MarketingLeadListPage route={route} />,
            detailPage: route => <MarketingLeadDetailPage route={route} />,
        }),
        ...listAndDetailRoutes({
            ...access,
            path: '/contact-messages',
            navMenuItem: {
                sectionId: 'customers',
                title: /* i18n */ 'Contact messages',
                icon: Mail,
            },
            listTitle: <Trans>Contact messages</Trans>,
            recordTitle: <Trans>Message</Trans>,
            listPage: route => <ContactMessageListPage route={route} />,
            detailPage: route => <ContactMessageDetailPage route={route} />,
        }),
    ],
});
