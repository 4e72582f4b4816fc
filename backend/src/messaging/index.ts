export { HttpMessageAdapter } from './http-message-adapter';
export type { HttpMessageAdapterOptions } from './http-message-adapter';
export { createMessageAdapter, messageDelivery } from './message-delivery';
export type { MessageDelivery } from './message-delivery';
export { MessagingModule } from './messaging.module';
export type { MessageAdapter, MessageChannel, OutboundMessage } from './outbound-message';
export { OutboxFileAdapter, outboxDir } from './outbox-file-adapter';
export {
    OUTBOUND_MESSAGE_RETRIES,
    OUTBOUND_MESSAGE_RETRY_DELAY_MS,
    OUTBOUND_MESSAGES_QUEUE,
    outboundMessageBackoffMs,
    OutboundMessageService,
} from './outbound-message.service';
