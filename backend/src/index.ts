import { bootstrap, Logger, runMigrations } from '@vendure/core';

import { envBool, seedOnStart } from './environment';
import { seed } from './seed/seed';
import { config, startupWarnings } from './vendure-config';

async function main() {
    // One server (or `npm run migrate -w backend`, once per release) migrates; in a cluster the others are started
    // with MIGRATE_ON_START=false, so several servers never race to apply the same migration.
    if (envBool('MIGRATE_ON_START', true)) {
        const applied = await runMigrations(config);
        if (applied.length) Logger.info(`Applied migrations: ${applied.join(', ')}`, 'Server');
    }
    const app = await bootstrap(config);
    // Behind a proxy (nginx, a load balancer) the client's address is in X-Forwarded-For: TRUST_PROXY says whom
    // to believe (Express's `trust proxy`: "loopback", a hop count, or addresses), so per-address limits count
    // clients, not the proxy.
    const trustProxy = process.env.TRUST_PROXY?.trim();
    if (trustProxy) {
        app.getHttpAdapter()
            .getInstance()
            .set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy === 'true' ? true : trustProxy);
    }
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
