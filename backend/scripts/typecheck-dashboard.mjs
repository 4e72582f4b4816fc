#!/usr/bin/env node
/**
 * Type-checks the back office's extensions (src/plugins/<name>/dashboard, src/dashboard-kit) against the admin
 * API types in src/gql, which the dashboard's Vite build generates from the running schema. The dashboard's own
 * sources (in node_modules) are compiled too and carry errors of their own, so only ours are reported.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(backend, 'src/gql/graphql.ts'))) {
    console.error(
        '[dashboard] src/gql is missing: run `npm run build:dashboard -w backend` once (it generates the types)',
    );
    process.exit(1);
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.dashboard.json'], { cwd: backend, encoding: 'utf8' });
const ours = result.stdout.split('\n').filter(line => /^src\//.test(line));
if (ours.length) {
    console.error(ours.join('\n'));
    process.exit(1);
}
console.log('[dashboard] extensions type-check');
