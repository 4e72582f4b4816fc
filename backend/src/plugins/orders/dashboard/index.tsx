import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';

import { OrderDeliveryBlock } from './order-delivery-block';

/**
 * Order detail page: what staff with UpdateOrderProgress do after the purchase (docs/orders-api.md) — the VIN, the
 * plate (STNK/BPKB) progress and the hand-over code. State moves stay in Vendure's own state block.
 */
defineDashboardExtension({
    pageBlocks: [
        {
            id: 'order-delivery-registration',
            title: <Trans>Delivery and registration</Trans>,
            location: { pageId: 'order-detail', column: 'side', position: { blockId: 'state', order: 'after' } },
            requiresPermission: ['UpdateOrderProgress'],
            component: ({ context }) => <OrderDeliveryBlock orderId={context.entity?.id} />,
        },
    ],
});
