#!/usr/bin/env node
// Runs the Playwright suite against a fresh stack: its own data directory (new SQLite database, new emulator users),
// so end-to-end runs never touch the data of `npm run dev`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.data/e2e');
rmSync(dataDir, { recursive: true, force: true });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, STACK_DATA_DIR: dataDir, STACK_FRESH_AUTH: '1' },
});
process.exit(result.status ?? 1);
