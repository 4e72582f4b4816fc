import { bootstrap, Logger, runMigrations } from '@vendure/core';

import { seedOnStart } from './environment';
import { seed } from './seed/seed';
import { config, startupWarnings } from './vendure-config';

async function main() {
    const applied = await runMigrations(config);
    if (applied.length) Logger.info(`Applied migrations: ${applied.join(', ')}`, 'Server');
    const app = await bootstrap(config);
    for (const warning of startupWarnings()) Logger.warn(warning, 'Server');

    let closing = false;
    const shutdown = (signal: string) => {
        if (closing) return;
        closing = true;
        Logger.info(`${signal} received, shutting down`, 'Server');
        app.close()
            .then(() => process.exit(0))
            .catch(() => process.exit(1));
        // Do not hang forever on a stuck connection.
        setTimeout(() => process.exit(1), 10_000).unref();
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));

    // Seeding on start is for local runs; a production deployment seeds deliberately (`npm run seed`)
    // or opts in with SEED_ON_START=true (as the local `npm start` stack does).
    if (seedOnStart()) {
        // A failed seed must not take a running server down with it; the log says what went wrong.
        await seed(app).catch(err => Logger.error(`Seed failed: ${err?.stack ?? err}`, 'Seed'));
    }
}

main().catch(err => {
    // eslint-disable-next-line no-console
    console.error(err);
    process.exit(1);
});
