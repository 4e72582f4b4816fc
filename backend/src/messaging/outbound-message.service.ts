import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JobQueue, JobQueueService, Logger } from '@vendure/core';

import { MessageAdapter, OutboundMessage } from './outbound-message';

/** The one queue of SMS / WhatsApp messages (processed by the worker; by the test server in the e2e specs). */
export const OUTBOUND_MESSAGES_QUEUE = 'outbound-messages';
/** A message the provider refuses, or a provider that is down, is tried again this many times… */
export const OUTBOUND_MESSAGE_RETRIES = 5;
/** …after 5 s, 10 s, 20 s, 40 s and 80 s (the job queue's backoff: vendure-config.ts). */
export const OUTBOUND_MESSAGE_RETRY_DELAY_MS = 5_000;

/** Delay before retry `attempts` (1 = the first retry) of an outbound message: exponential. */
export function outboundMessageBackoffMs(attempts: number): number {
    return OUTBOUND_MESSAGE_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1);
}

export const MESSAGE_ADAPTER = Symbol('MESSAGE_ADAPTER');

const loggerCtx = 'OutboundMessages';

type MessageJob = { message: OutboundMessage };

/**
 * Sends SMS / WhatsApp messages through the job queue: `enqueue` stores the message as a job (the database or Redis)
 * and returns; a worker hands it to the adapter (messageDelivery(): the HTTP provider, or the local outbox files),
 * and a failure is retried. A job left by a worker that died mid-send is run again (BullMQ's stalled-job check; JobRecoveryPlugin on the database queue).
 */
@Injectable()
export class OutboundMessageService implements OnModuleInit {
    private queue: JobQueue<MessageJob>;

    constructor(
        private jobQueueService: JobQueueService,
        @Inject(MESSAGE_ADAPTER) private adapter: MessageAdapter,
    ) {}

    async onModuleInit() {
        this.queue = await this.jobQueueService.createQueue<MessageJob>({
            name: OUTBOUND_MESSAGES_QUEUE,
            process: async job => {
                const { message } = job.data;
                try {
                    await this.adapter.send(message);
                } catch (err) {
                    Logger.warn(
                        `${message.topic} ${message.channel} for ${message.reference} not sent (attempt ${job.attempts} of ${job.retries + 1}): ${String(err)}`,
                        loggerCtx,
                    );
                    throw err;
                }
            },
        });
    }

    /** Queues one message; resolves once the job is stored. */
    async enqueue(message: OutboundMessage): Promise<void> {
        await this.queue.add({ message }, { retries: OUTBOUND_MESSAGE_RETRIES });
    }
}
