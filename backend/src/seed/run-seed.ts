/** `npm run seed -w backend`: migrates, seeds (idempotently) and exits. */
import { bootstrap, mergeConfig, runMigrations } from '@vendure/core';

import { config } from '../vendure-config';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seed } from './seed';

async function main() {
    await runMigrations(config);
    // populate() needs the full app (the worker app lacks the import module); listen on a spare port
    // so that a running server on VENDURE_PORT does not clash.
    const app = await bootstrap(mergeConfig(config, { apiOptions: { port: Number(process.env.SEED_PORT || 0) } }));
    try {
        await seed(app);
        console.log('Demo accounts (password for all: %s):', DEMO_ACCOUNTS[0].password);
        for (const a of DEMO_ACCOUNTS) console.log(`  ${a.label.padEnd(32)} ${a.email}`);
    } finally {
        await app.close();
    }
}

main()
    .then(() => process.exit(0))
    .catch(err => {
        console.error(err);
        process.exit(1);
    });
