import { defineDashboardExtension } from '@vendure/dashboard';

import { CustomerDocumentsBlock } from './customer-documents-block';

/** Customer detail page: identity documents (KTP/KITAS, NPWP) for staff with ReadCustomerDocument. */
defineDashboardExtension({
    pageBlocks: [
        {
            id: 'customer-identity-documents',
            title: 'Identity documents',
            location: { pageId: 'customer-detail', column: 'main', position: { blockId: 'addresses', order: 'after' } },
            requiresPermission: ['ReadCustomerDocument'],
            component: ({ context }) => <CustomerDocumentsBlock customerId={context.entity?.id} />,
        },
    ],
});
