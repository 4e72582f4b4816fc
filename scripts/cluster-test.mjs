#!/usr/bin/env node
/**
 * The cluster checks (issue 20), run by .ci/run after `npm test`: starts `npm run cluster` on a fresh data dir (the
 * site build of `npm test` is reused), runs the customer journeys through nginx (sign-in, cart, test ride, purchase),
 * measures throughput with one and with two instances, then the cluster spec (tests/cluster: state shared across
 * servers, instances killed), and stops everything. Exit status: the tests'.
 *
 *   node scripts/cluster-test.mjs            (CLUSTER_DATA_DIR, default .data/cluster-test)
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR || '.data/cluster-test');
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, STACK_DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, STACK_FRESH_AUTH: '1', STACK_SKIP_BUILD: '1' };
const site = `http://localhost:${process.env.PORT || 3000}`;
const api = `http://localhost:${process.env.VENDURE_PORT || 3001}/shop-api`;

const stack = spawn('node', ['scripts/stack.mjs', 'cluster'], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
let ready = false;
const readyPromise = new Promise((resolve, reject) => {
  stack.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (!ready && String(chunk).includes('Alva is running')) {
      ready = true;
      resolve();
    }
  });
  stack.on('exit', (code) => (ready ? undefined : reject(new Error(`the cluster did not start (exit ${code})`))));
});

async function stopStack() {
  if (stack.exitCode !== null) return;
  const exited = new Promise((r) => stack.once('exit', r));
  process.kill(-stack.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-stack.pid, 'SIGKILL'), 60_000);
  await exited;
  clearTimeout(timer);
}

function playwright(args) {
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=list', ...args], {
    stdio: 'inherit',
    env: { ...env, E2E_EXTERNAL_STACK: '1' },
  });
  return result.status ?? 1;
}

/** Requests per second of `request` with `concurrency` callers for `seconds`; failed answers counted apart. */
async function throughput(request, { concurrency = 16, seconds = 10 } = {}) {
  const until = Date.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        try {
          const res = await request();
          await res.arrayBuffer();
          if (res.ok) ok++;
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { perSecond: Math.round(ok / seconds), failed };
}

/** A session of the seeded demo customer (README "Demo accounts"), as the site would hold after sign-in. */
async function customerSession() {
  const emulator = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || 9099}`;
  const signIn = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@alva.example', password: 'AlvaDemo#2026', returnSecureToken: true }),
  });
  const { idToken } = await signIn.json();
  const res = await fetch(api, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($t: String!) { authenticate(input: { firebase: { idToken: $t } }) { __typename } }',
      variables: { t: idToken },
    }),
  });
  const token = res.headers.get('vendure-auth-token');
  if (!token) throw new Error(`demo customer sign-in failed: ${await res.text()}`);
  return token;
}

async function measure() {
  const token = await customerSession();
  const product = (base) => () => fetch(`${base}/product/alva-cervo`);
  const activeOrder = (url) => async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ activeOrder { id totalWithTax } }' }),
    });
    // A GraphQL error is an answer with status 200: count it as failed.
    const body = await res.clone().json().catch(() => ({ errors: ['not JSON'] }));
    return body.errors ? new Response(null, { status: 500 }) : res;
  };
  const rows = [
    ['product page, 1 Next.js instance (direct)', product('http://localhost:3200')],
    ['product page, 2 instances through nginx', product(site)],
    ['activeOrder, 1 Vendure server (direct)', activeOrder('http://localhost:3101/shop-api')],
    ['activeOrder, 2 servers through nginx', activeOrder(api)],
  ];
  const results = [];
  for (const [name, request] of rows) {
    await throughput(request, { seconds: 2 }); // warm-up
    results.push([name, await throughput(request)]);
  }
  console.log('\nThroughput (16 concurrent callers, 10 s each, this machine):');
  for (const [name, r] of results) console.log(`  ${name.padEnd(46)} ${String(r.perSecond).padStart(6)} req/s  (${r.failed} failed)`);
  const ratio = (a, b) => (results[b][1].perSecond / Math.max(results[a][1].perSecond, 1)).toFixed(2);
  console.log(`  ratio 2 : 1 — product page ${ratio(0, 1)}, activeOrder ${ratio(2, 3)}\n`);
}

let status = 1;
try {
  await readyPromise;
  const journeys = playwright([
    'tests/e2e/auth.spec.ts',
    'tests/e2e/shop.spec.ts',
    'tests/e2e/test-ride.spec.ts',
    'tests/e2e/purchase.spec.ts',
    '--project=desktop',
  ]);
  await measure();
  const clusterChecks = playwright(['-c', 'playwright.cluster.config.ts']);
  status = journeys || clusterChecks;
} catch (e) {
  console.error(e);
} finally {
  await stopStack();
}
process.exit(status);
