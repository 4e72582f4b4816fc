/**
 * Migration commands (run after `npm run build -w backend`):
 *   node backend/dist/migrations/cli.js generate <name>   writes src/migrations/<dialect>/<ts>-<name>.ts
 *   node backend/dist/migrations/cli.js run               applies pending migrations
 *   node backend/dist/migrations/cli.js revert            reverts the last one
 * The dialect follows DB_TYPE (sqlite by default, postgres with DB_TYPE=postgres). Generate against a
 * database that is migrated to the latest state, so that only the difference is written.
 */
import { generateMigration, revertLastMigration, runMigrations } from '@vendure/core';
import path from 'path';

import { config, dbDialect } from '../vendure-config';

async function main() {
    const [command, name] = process.argv.slice(2);
    switch (command) {
        case 'generate': {
            if (!name || !/^[a-z0-9-]+$/i.test(name)) throw new Error('Usage: cli.js generate <name>');
            // Always write TypeScript sources, never into dist.
            const outputDir = path.resolve(__dirname, '..', '..', 'src', 'migrations', dbDialect());
            await runMigrations(config);
            const file = await generateMigration(config, { name, outputDir });
            console.log(file ? `Wrote ${file}` : 'No schema changes: nothing written');
            break;
        }
        case 'run': {
            const applied = await runMigrations(config);
            console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply');
            break;
        }
        case 'revert':
            await revertLastMigration(config);
            break;
        default:
            throw new Error('Usage: cli.js generate <name> | run | revert');
    }
}

main()
    .then(() => process.exit(0))
    .catch(err => {
        console.error(err);
        process.exit(1);
    });
