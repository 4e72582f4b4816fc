import { defineDashboardExtension } from '@vendure/dashboard';
import { Inbox, Mail } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { ContactMessageDetailPage, MarketingLeadDetailPage } from './lead-detail-pages';
import { ContactMessageListPage, MarketingLeadListPage } from './lead-list-pages';

const access = { requiresPermission: ['ReadLeads'], forbiddenWhat: 'leads and messages' };

/** Read-only back office for calculator leads and contact messages (ReadLeads). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/marketing-leads',
            loader: () => ({ breadcrumb: 'Marketing leads' }),
            navMenuItem: {
                sectionId: 'customers',
                id: 'marketing-leads',
                title: 'Marketing leads',
                icon: Inbox,
            },
            component: route => <MarketingLeadListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/marketing-leads/$id',
            loader: () => ({ breadcrumb: [{ path: '/marketing-leads', label: 'Marketing leads' }, 'Lead'] }),
            component: route => <MarketingLeadDetailPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/contact-messages',
            loader: () => ({ breadcrumb: 'Contact messages' }),
            navMenuItem: {
                sectionId: 'customers',
                id: 'contact-messages',
                title: 'Contact messages',
                icon: Mail,
            },
            component: route => <ContactMessageListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/contact-messages/$id',
            loader: () => ({ breadcrumb: [{ path: '/contact-messages', label: 'Contact messages' }, 'Message'] }),
            component: route => <ContactMessageDetailPage route={route} />,
        }),
    ],
});
