import { Logger, ScheduledTask } from '@vendure/core';

import { loggerCtx } from '../constants';
import { PaymentSettlementService } from '../services/payment-settlement.service';

/** Every minute: orders unpaid at their payment deadline are cancelled, their stock released, the customer told. */
export const expireUnpaidOrdersTask = new ScheduledTask({
    id: 'purchase-expire-unpaid',
    description: 'Cancels orders not paid within their payment window (24 h, 1 h for QRIS/e-wallet)',
    schedule: cron => cron.every(1).minutes(),
    preventOverlap: true,
    async execute({ injector }) {
        const service = injector.get(PaymentSettlementService);
        const cancelled = await service.cancelExpiredOrders(await service.systemContext());
        if (cancelled.length) Logger.info(`Cancelled unpaid orders: ${cancelled.join(', ')}`, loggerCtx);
        return { cancelled };
    },
});
