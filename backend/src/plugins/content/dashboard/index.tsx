import { defineDashboardExtension } from '@vendure/dashboard';
import { Tags } from 'lucide-react';

import { MetaTagDetailPage } from './meta-tag-detail-page';
import { MetaTagListPage } from './meta-tag-list-page';

/** Back office for the site's meta tags (ManageContent: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        {
            path: '/meta-tags',
            loader: () => ({ breadcrumb: 'Meta tags' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'meta-tags',
                title: 'Meta tags',
                icon: Tags,
                requiresPermission: ['ManageContent'],
            },
            component: () => <MetaTagListPage />,
        },
        {
            path: '/meta-tags/$id',
            loader: () => ({ breadcrumb: [{ path: '/meta-tags', label: 'Meta tags' }, 'Page'] }),
            component: route => <MetaTagDetailPage route={route} />,
        },
    ],
});
