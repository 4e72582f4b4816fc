import { bootstrapWorker, Logger } from '@vendure/core';

import { config, startupWarnings } from './vendure-config';

async function main() {
    const worker = await bootstrapWorker(config);
    await worker.startJobQueue();
    for (const warning of startupWarnings()) Logger.warn(warning, 'Worker');
    let closing = false;
    const shutdown = (signal: string) => {
        if (closing) return;
        closing = true;
        Logger.info(`${signal} received, shutting down`, 'Worker');
        worker.app
            .close()
            .then(() => process.exit(0))
            .catch(() => process.exit(1));
        setTimeout(() => process.exit(1), 10_000).unref();
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch(err => {
    // eslint-disable-next-line no-console
    console.error(err);
    process.exit(1);
});
