#!/usr/bin/env node
// First-load JS budgets (issue 19, DESIGN §7): reads the production build's manifest (`.next/build-manifest.json`,
// so run after `next build`) and sums, per page, the gzip size of every script the page loads before it is
// interactive — the framework, main, `_app` and the page's own chunks, as `next build` reports "First Load JS".
// Fails when a page passes its budget. Pages still above it are listed in OVER_BUDGET with the size they may not
// grow past (a ratchet): the check fails when they grow, and says so when one comes within budget.
// It also fails when a browser chunk other than React's framework chunk lacks V8's compile hint on its first line
// (src/config/compile-hints-plugin.ts, which leaves framework out), as a change to the build's minification or plugins
// could silently drop it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000; // next build's "kB"
export const PUBLIC_BUDGET_KB = 180;
export const SIGNED_IN_BUDGET_KB = 220;

/** Sign-in and signed-in pages (their budget is SIGNED_IN_BUDGET_KB); every other page is public. */
const SIGNED_IN_PREFIXES = [
  '/login',
  '/verify-email',
  '/undo-email-change',
  '/profile',
  '/bookings',
  '/purchase/orders',
  '/my-ev',
  '/transfer-ownership',
  '/pstools',
];

/**
 * Pages not yet within budget, with the first-load kB they may not pass (a ratchet while one is being brought down).
 * Empty: every page is within its budget.
 */
const OVER_BUDGET = {};

export function budgetFor(route) {
  const signedIn = SIGNED_IN_PREFIXES.some((p) => route === p || route.startsWith(`${p}/`));
  return signedIn ? SIGNED_IN_BUDGET_KB : PUBLIC_BUDGET_KB;
}

/** First-load kB of every page in the manifest (Next's internal pages and API routes have no client scripts). */
export function firstLoadSizes(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(path.join(buildDir, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const appFiles = manifest.pages['/_app'] ?? [];
  const sizes = {};
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (route.startsWith('/_')) continue;
    const scripts = new Set([...appFiles, ...files].filter((f) => f.endsWith('.js')));
    sizes[route] = [...scripts].reduce((sum, f) => sum + gzipBytes(f), 0) / KB;
  }
  return sizes;
}

/** The browser chunks (static/chunks/**.js, framework's aside) whose first line is not V8's `allFunctionsCalledOnLoad` hint. */
export function chunksWithoutCompileHint(buildDir) {
  const chunks = path.join(buildDir, 'static', 'chunks');
  return readdirSync(chunks, { recursive: true })
    .filter((file) => file.endsWith('.js') && !/^framework-[^/]*\.js$/.test(file))
    .filter((file) => !readFileSync(path.join(chunks, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
    .sort();
}

export function checkBudgets(sizes, overBudget = OVER_BUDGET) {
  const failures = [];
  const notes = [];
  for (const [route, kb] of Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b))) {
    const budget = budgetFor(route);
    const ceiling = overBudget[route];
    if (ceiling !== undefined && kb <= budget)
      notes.push(`${route} is within budget now (${kb.toFixed(1)} kB ≤ ${budget}): remove it from OVER_BUDGET`);
    else if (kb > (ceiling ?? budget))
      failures.push(
        `${route}: ${kb.toFixed(1)} kB first-load JS, budget ${budget} kB${ceiling ? `, may not pass ${ceiling} kB until it is within budget` : ''}`,
      );
  }
  for (const route of Object.keys(overBudget))
    if (!(route in sizes)) notes.push(`${route} is not a page any more: remove it from OVER_BUDGET`);
  return { failures, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] || '.next');
  if (!existsSync(path.join(buildDir, 'build-manifest.json'))) {
    console.error(`No production build in ${buildDir}: run \`next build\` first.`);
    process.exit(1);
  }
  const sizes = firstLoadSizes(buildDir);
  const { failures, notes } = checkBudgets(sizes);
  const unhinted = chunksWithoutCompileHint(buildDir);
  if (unhinted.length)
    failures.push(`${unhinted.length} chunks without the compile hint, e.g. ${unhinted.slice(0, 3).join(', ')}`);
  for (const [route, kb] of Object.entries(sizes).sort(([, a], [, b]) => b - a))
    console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${route}  (budget ${budgetFor(route)})`);
  for (const n of notes) console.log(`note: ${n}`);
  for (const f of failures) console.error(`over budget: ${f}`);
  process.exit(failures.length ? 1 : 0);
}
