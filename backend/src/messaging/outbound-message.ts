/** SMS or WhatsApp (SPEC §3 notification channels). */
export type MessageChannel = 'SMS' | 'WHATSAPP';

/**
 * One SMS or WhatsApp message to a customer, as it is queued, written to the outbox or posted to the provider. (A type,
 * not an interface: job data must be JSON-compatible, which TypeScript sees only in a type alias.)
 */
export type OutboundMessage = {
    channel: MessageChannel;
    /** E.164 phone number. */
    to: string;
    language: 'en' | 'id';
    text: string;
    /**
     * What it is about, `<feature>.<event>` (`test-ride.created`, `order.payment`, `vehicle.shared_guest`…): for
     * providers that pick a template by it (WhatsApp Business) and for tracing.
     */
    topic: string;
    /** The booking, order or vehicle it is about (booking code, order code, VIN). */
    reference: string;
    /** ISO time the message was made (not sent): stays the same across retries. */
    createdAt: string;
    /**
     * What the outbox file name says after the reference; default the topic's event part. Not part of the message:
     * neither the outbox file nor the provider gets it.
     */
    label?: string;
};

/** Delivers SMS / WhatsApp messages. Throws when the message was not accepted, so that the job is retried. */
export interface MessageAdapter {
    send(message: OutboundMessage): Promise<void>;
}

/** The message as delivered: without the outbox-only label. */
export function messagePayload(message: OutboundMessage): Omit<OutboundMessage, 'label'> {
    const { channel, to, language, text, topic, reference, createdAt } = message;
    return { channel, to, language, text, topic, reference, createdAt };
}
