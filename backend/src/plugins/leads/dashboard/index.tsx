import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Inbox, Mail } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { ContactMessageDetailPage, MarketingLeadDetailPage } from './lead-detail-pages';
import { ContactMessageListPage, MarketingLeadListPage } from './lead-list-pages';

const access = { requiresPermission: ['ReadLeads'], forbiddenWhat: msg`leads and messages` };

/** Read-only back office for calculator leads and contact messages (ReadLeads). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/marketing-leads',
            loader: () => ({ breadcrumb: <Trans>Marketing leads</Trans> }),
            navMenuItem: {
                sectionId: 'customers',
                id: 'marketing-leads',
                title: /* i18n */ 'Marketing leads',
                icon: Inbox,
            },
            component: route => <MarketingLeadListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/marketing-leads/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/marketing-leads', label: <Trans>Marketing leads</Trans> },
                    <Trans key="lead">Lead</Trans>,
                ],
            }),
            component: route => <MarketingLeadDetailPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/contact-messages',
            loader: () => ({ breadcrumb: <Trans>Contact messages</Trans> }),
            navMenuItem: {
                sectionId: 'customers',
                id: 'contact-messages',
                title: /* i18n */ 'Contact messages',
                icon: Mail,
            },
            component: route => <ContactMessageListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/contact-messages/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/contact-messages', label: <Trans>Contact messages</Trans> },
                    <Trans key="message">Message</Trans>,
                ],
            }),
            component: route => <ContactMessageDetailPage route={route} />,
        }),
    ],
});
