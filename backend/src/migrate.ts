import { Logger, runMigrations } from '@vendure/core';

import { config } from './vendure-config';

/** Applies pending migrations and exits: the once-per-release step before servers start (MIGRATE_ON_START=false). */
runMigrations(config)
    .then(applied => {
        Logger.info(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations', 'Migrate');
        process.exit(0);
    })
    .catch(err => {
        // eslint-disable-next-line no-console
        console.error(err);
        process.exit(1);
    });
