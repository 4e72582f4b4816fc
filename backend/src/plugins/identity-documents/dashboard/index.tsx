import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';

import { CustomerDocumentsBlock } from './customer-documents-block';

const access = { requiresPermission: ['ReadCustomerDocument'] };

/**
 * The customer's identity documents (KTP/KITAS, NPWP) for staff with ReadCustomerDocument: on the customer's page,
 * and on an installment application's page (the applicant's, after the offer).
 */
defineDashboardExtension({
    pageBlocks: [
        {
            ...access,
            id: 'customer-identity-documents',
            title: <Trans>Identity documents</Trans>,
            location: { pageId: 'customer-detail', column: 'main', position: { blockId: 'addresses', order: 'after' } },
            component: ({ context }) => <CustomerDocumentsBlock customerId={context.entity?.id} />,
        },
        {
            ...access,
            id: 'installment-application-documents',
            title: <Trans>Applicant&apos;s documents</Trans>,
            location: {
                pageId: 'installment-application-detail',
                column: 'main',
                position: { blockId: 'installment-application-offer', order: 'after' },
            },
            component: ({ context }) => {
                const applicant = context.entity as { customerId?: string | number } | undefined;
                return <CustomerDocumentsBlock customerId={applicant ? String(applicant.customerId) : undefined} />;
            },
        },
    ],
});
