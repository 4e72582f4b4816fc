import fs from 'fs';
import path from 'path';

import { DATA_DIR, REPO_ROOT } from '../paths';
import { MessageAdapter, messagePayload, OutboundMessage } from './outbound-message';

/** OUTBOX_DIR (relative to the repository root), default <repo>/.data/outbox. */
export function outboxDir(): string {
    const value = process.env.OUTBOX_DIR;
    return value ? path.resolve(REPO_ROOT, value) : path.join(DATA_DIR, 'outbox');
}

/** Keeps a file name one path segment whatever a reference holds. */
const segment = (value: string) => value.replace(/[^\w.-]/g, '_');

/**
 * Local delivery: one JSON file per message in OUTBOX_DIR, named
 * `<createdAt>-<channel>-<reference>-<label>-<random>.json` (the e2e specs find messages by these parts).
 */
export class OutboxFileAdapter implements MessageAdapter {
    constructor(private dir: () => string = outboxDir) {}

    async send(message: OutboundMessage): Promise<void> {
        const dir = this.dir();
        await fs.promises.mkdir(dir, { recursive: true });
        const stamp = message.createdAt.replace(/[:.]/g, '-');
        const label = message.label ?? message.topic.split('.')[1] ?? message.topic;
        const random = Math.random().toString(36).slice(2, 8);
        const name = `${stamp}-${message.channel.toLowerCase()}-${segment(message.reference)}-${segment(label)}-${random}.json`;
        // Written beside the outbox, then renamed into it (atomic on one file system): a reader of the outbox never
        // sees a half-written message.
        const partial = path.join(path.dirname(dir), `.outbox-${random}-${process.pid}.partial`);
        await fs.promises.writeFile(partial, JSON.stringify(messagePayload(message), null, 2));
        await fs.promises.rename(partial, path.join(dir, name));
    }
}
