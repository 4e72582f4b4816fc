import { defineDashboardExtension } from '@vendure/dashboard';
import { Inbox, Mail } from 'lucide-react';

import { ContactMessageDetailPage, MarketingLeadDetailPage } from './lead-detail-pages';
import { ContactMessageListPage, MarketingLeadListPage } from './lead-list-pages';

/** Read-only back office for calculator leads and contact messages (ReadLeads). */
defineDashboardExtension({
    routes: [
        {
            path: '/marketing-leads',
            loader: () => ({ breadcrumb: 'Marketing leads' }),
            navMenuItem: {
                sectionId: 'customers',
                id: 'marketing-leads',
                title: 'Marketing leads',
                icon: Inbox,
                requiresPermission: ['ReadLeads'],
            },
            component: () => <MarketingLeadListPage />,
        },
        {
            path: '/marketing-leads/$id',
            loader: () => ({ breadcrumb: [{ path: '/marketing-leads', label: 'Marketing leads' }, 'Lead'] }),
            component: route => <MarketingLeadDetailPage route={route} />,
        },
        {
            path: '/contact-messages',
            loader: () => ({ breadcrumb: 'Contact messages' }),
            navMenuItem: {
                sectionId: 'customers',
                id: 'contact-messages',
                title: 'Contact messages',
                icon: Mail,
                requiresPermission: ['ReadLeads'],
            },
            component: () => <ContactMessageListPage />,
        },
        {
            path: '/contact-messages/$id',
            loader: () => ({ breadcrumb: [{ path: '/contact-messages', label: 'Contact messages' }, 'Message'] }),
            component: route => <ContactMessageDetailPage route={route} />,
        },
    ],
});
