#!/usr/bin/env node
// `npm test`: unit and component tests, back-end integration tests, end-to-end tests on the real stack, then the
// first-load JS budgets of that stack's production build.
import { spawnSync } from 'node:child_process';

const steps = [
  ['unit and component tests (vitest)', ['run', 'test:unit']],
  ['back-end integration tests (@vendure/testing)', ['run', 'test:backend']],
  ['end-to-end tests (Playwright, Chromium, real stack)', ['run', 'test:e2e']],
  // After the end-to-end step, whose stack made the production build this reads.
  ['first-load JS budgets (the build manifest)', ['run', 'check:budgets']],
];

const results = [];
for (const [label, args] of steps) {
  console.log(`\n\x1b[1m▶ ${label}\x1b[0m`);
  const started = Date.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  results.push({ label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.label} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) && results.length === steps.length ? 0 : 1);
