import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';

import { CustomerDocumentsBlock } from './customer-documents-block';

/** Customer detail page: identity documents (KTP/KITAS, NPWP) for staff with ReadCustomerDocument. */
defineDashboardExtension({
    pageBlocks: [
        {
            id: 'customer-identity-documents',
            title: <Trans>Identity documents</Trans>,
            location: { pageId: 'customer-detail', column: 'main', position: { blockId: 'addresses', order: 'after' } },
            requiresPermission: ['ReadCustomerDocument'],
            component: ({ context }) => <CustomerDocumentsBlock customerId={context.entity?.id} />,
        },
    ],
});
