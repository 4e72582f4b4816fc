import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Customer, EventBus, ID, Logger, RequestContext, TransactionalConnection, VendureEvent } from '@vendure/core';

import { OutboundMessageService } from '../../../messaging';
import { TIME_ZONE } from '../constants';
import { NoticeParams, vehicleNotice, VehicleNoticeTopic } from './vehicle-notice-messages';

/** Published by the my-EV services; the bus delivers it once their transaction has committed. */
export class VehicleNoticeEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public recipientId: ID,
        public topic: VehicleNoticeTopic,
        public params: Omit<NoticeParams, 'until'> & { until?: Date | null },
    ) {
        super();
    }
}

/** The e-mail of a my-EV notice (the EmailPlugin's vehicleNoticeEmailHandler sends it). */
export class VehicleNoticeEmailEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public emailAddress: string,
        public subject: string,
        public text: string,
    ) {
        super();
    }
}

/**
 * Tells both sides of a share or a transfer (issue 15): an e-mail, and a WhatsApp message (SMS if the customer chose
 * it) — queued like the order and test-ride notices (OutboundMessageService; locally a JSON file in the outbox) — in
 * the customer's language.
 */
@Injectable()
export class VehicleNotifierService implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private connection: TransactionalConnection,
        private messages: OutboundMessageService,
    ) {}

    onApplicationBootstrap() {
        this.eventBus
            .ofType(VehicleNoticeEvent)
            .subscribe(event =>
                this.send(event).catch(e => Logger.error(`Vehicle notice not sent: ${String(e)}`, 'VehiclesPlugin')),
            );
    }

    private async send({ ctx, recipientId, topic, params }: VehicleNoticeEvent) {
        const customer = await this.connection.rawConnection
            .getRepository(Customer)
            .findOne({ where: { id: recipientId } });
        if (!customer) return;
        const fields = customer.customFields as { selectedLanguage?: string; notificationChannel?: string | null };
        const language = fields.selectedLanguage === 'id' ? 'id' : 'en';
        const until = params.until
            ? new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: TIME_ZONE,
              }).format(params.until)
            : null;
        const notice = vehicleNotice(topic, language, { ...params, until });
        if (customer.emailAddress) {
            await this.eventBus.publish(
                new VehicleNoticeEmailEvent(ctx, customer.emailAddress, notice.subject, notice.text),
            );
        }
        if (customer.phoneNumber) {
            const channel = fields.notificationChannel === 'SMS' ? 'SMS' : 'WHATSAPP';
            await this.messages.enqueue({
                channel,
                to: customer.phoneNumber,
                language,
                text: notice.text,
                topic: `vehicle.${topic.toLowerCase()}`,
                reference: params.vin,
                createdAt: new Date().toISOString(),
            });
        }
    }
}
