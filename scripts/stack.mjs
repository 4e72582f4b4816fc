#!/usr/bin/env node
/**
 * Starts the whole local stack and keeps it in the foreground:
 *   Firebase Auth Emulator (:9099) -> Vendure server (:3001, migrations + idempotent seed) + worker -> Next.js (:3000)
 * Modes: `dev` (next dev), `start` (production build of the site and back end), and `cluster` (issue 20, `npm run
 * cluster`): the production build as docs/deploy.md's topology in miniature on one machine: PostgreSQL and Redis
 * (Debian's packages, private data dirs under STACK_DATA_DIR/cluster), an S3-compatible server (s3rver, for assets
 * and private files), migrations run once, 2 Vendure servers
 * (:3101, :3102), 2 workers, 2 Next.js instances (:3200, :3201) and nginx in front on the usual
 * ports (site :3000, API :3001), so the browser and the tests see one site and one API.
 * Ctrl-C (SIGINT) or SIGTERM stops every process it started; the emulator exports its users to .data/auth.
 *
 * Options (env): STACK_DATA_DIR (default .data), STACK_SKIP_BUILD=1 (start mode: reuse the existing builds),
 * STACK_FRESH_AUTH=1 (do not import saved emulator users), PORT (site, 3000), VENDURE_PORT (3001),
 * AUTH_EMULATOR_PORT (9099), SANDBOX_GATEWAY_PORT (3002: the local payment gateway, scripts/sandbox-gateway.mjs, used
 * unless MIDTRANS_BASE_URL names another). Different ports let two stacks (say, two e2e runs) share a machine.
 * STACK_HOST (default 127.0.0.1): the address the site and Vendure listen on; loopback keeps a local stack (its demo
 * accounts, its dev mailbox) off the network. VENDURE_HOST overrides it for Vendure alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = ['start', 'cluster'].includes(process.argv[2]) ? process.argv[2] : 'dev';
/** `start` and `cluster` run production builds. */
const production = mode !== 'dev';
const cluster = mode === 'cluster';
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const dataDir = path.resolve(root, process.env.STACK_DATA_DIR || '.data');
const sitePort = Number(process.env.PORT || 3000);
const vendurePort = Number(process.env.VENDURE_PORT || 3001);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT || 9099);
const gatewayPort = Number(process.env.SANDBOX_GATEWAY_PORT || 3002);
const useSandboxGateway = !process.env.MIDTRANS_BASE_URL;
const emulatorHost = `127.0.0.1:${emulatorPort}`;
const listenHost = process.env.STACK_HOST || '127.0.0.1';
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${sitePort}`;
const authDir = path.join(dataDir, 'auth');
mkdirSync(dataDir, { recursive: true });

const children = [];
let stopping = false;
const log = (msg) => console.log(`\x1b[35m[stack]\x1b[0m ${msg}`);

/** Secrets for `npm start` on this machine: generated once, kept in the data dir, never committed. */
const INSTALLMENT_PROVIDERS = ['ADIRA', 'BFI', 'CASHBAC_EASYPAY', 'PAPITUPI', 'OTHER'];

function localSecrets() {
  const file = path.join(dataDir, 'local-secrets.json');
  const existing = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {
    COOKIE_SECRET: randomBytes(24).toString('hex'),
    COOKIE_SECRET_CURRENT: randomBytes(24).toString('hex'),
    SUPERADMIN_PASSWORD: randomBytes(9).toString('base64url'),
    // Shared by the back end and the site's /api/revalidate (on-demand ISR after catalogue edits).
    REVALIDATE_SECRET: randomBytes(24).toString('hex'),
    // Shared by the back end's gateway adapter and the sandbox gateway (notification signatures).
    MIDTRANS_SERVER_KEY: `SB-Mid-server-${randomBytes(18).toString('hex')}`,
    // Each financing provider's webhook secret (issue 14, docs/installment-api.md).
    ...Object.fromEntries(
      INSTALLMENT_PROVIDERS.map((p) => [`INSTALLMENT_WEBHOOK_SECRET_${p}`, randomBytes(24).toString('hex')]),
    ),
    ...existing,
  };
  if (Object.keys(secrets).length !== Object.keys(existing).length) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

const baseEnv = {
  ...process.env,
  ...(production
    ? {
        ...localSecrets(),
        ...pick(process.env, [
          'COOKIE_SECRET',
          'COOKIE_SECRET_CURRENT',
          'SUPERADMIN_PASSWORD',
          'REVALIDATE_SECRET',
          'MIDTRANS_SERVER_KEY',
          ...INSTALLMENT_PROVIDERS.map((p) => `INSTALLMENT_WEBHOOK_SECRET_${p}`),
        ]),
      }
    : { REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'alva-dev-revalidate-secret' }),
  SANDBOX_GATEWAY_PORT: String(gatewayPort),
  NODE_ENV: production ? 'production' : 'development',
  SUPERADMIN_USERNAME: process.env.SUPERADMIN_USERNAME || 'superadmin',
  VENDURE_DISABLE_TELEMETRY: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  // The lockfile is made on Linux; Next would try (and fail, offline) to add other platforms' SWC builds to it.
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHost,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? emulatorHost,
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID || 'demo-alva',
  VENDURE_PORT: String(vendurePort),
  SITE_URL: process.env.SITE_URL || siteUrl,
  NEXT_PUBLIC_SITE_URL: siteUrl,
  NEXT_PUBLIC_SHOP_API_URL: process.env.NEXT_PUBLIC_SHOP_API_URL || `http://localhost:${vendurePort}/shop-api`,
  DB_SQLITE_PATH: process.env.DB_SQLITE_PATH || path.join(dataDir, 'vendure.sqlite'),
  ASSET_UPLOAD_DIR: process.env.ASSET_UPLOAD_DIR || path.join(dataDir, 'assets'),
  MAILBOX_DIR: process.env.MAILBOX_DIR || path.join(dataDir, 'mailbox'),
  OUTBOX_DIR: process.env.OUTBOX_DIR || path.join(dataDir, 'outbox'),
  // Identity documents: private files, never under ASSET_UPLOAD_DIR (served only through the owner/staff route).
  PRIVATE_FILES_DIR: process.env.PRIVATE_FILES_DIR || path.join(dataDir, 'private'),
  // A local run, even in production mode, seeds the demo data and accounts, keeps the dev mailbox and may use the
  // auth emulator; a real deployment leaves all of these off (their production defaults).
  SEED_ON_START: process.env.SEED_ON_START ?? 'true',
  SEED_DEMO_ACCOUNTS: process.env.SEED_DEMO_ACCOUNTS ?? 'true',
  // `npm start` is a production build: no dev mailbox page; e-mails are written to MAILBOX_DIR as files.
  EMAIL_TO_FILES: process.env.EMAIL_TO_FILES ?? 'true',
  // Likewise SMS/WhatsApp as JSON files in OUTBOX_DIR: a production build refuses to start without a provider.
  MESSAGES_TO_FILES: process.env.MESSAGES_TO_FILES ?? 'true',
  VENDURE_HOST: process.env.VENDURE_HOST || listenHost,
  ALLOW_AUTH_EMULATOR: process.env.ALLOW_AUTH_EMULATOR ?? 'true',
};

function pick(obj, keys) {
  return Object.fromEntries(keys.filter((k) => obj[k]).map((k) => [k, obj[k]]));
}

/**
 * Starts a process of the stack. If it exits the whole stack stops, except for a cluster's instances (`replaceable`:
 * a server, worker or site of two), which may be stopped on purpose to show the other one carries on.
 */
function run(name, command, args, env = baseEnv, { replaceable = false, onLine } = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `\x1b[36m[${name}]\x1b[0m `;
  const pipe = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        out.write(prefix + line + '\n');
        onLine?.(line);
      }
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping && replaceable) {
      log(`${name} exited (${signal ?? code}); its twin carries on`);
    } else if (!stopping) {
      log(`${name} exited (${signal ?? code}); stopping the stack`);
      stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

async function runOnce(name, command, args, env = baseEnv) {
  log(`${name}…`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    log(`${name} failed`);
    return stop(result.status ?? 1);
  }
}

async function waitFor(name, url, timeoutMs, accept = (res) => res.ok, init = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) return;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      if (await accept(res)) {
        log(`${name} ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
  await stop(1);
}

async function waitForCatalogue(port) {
  const query = JSON.stringify({ query: '{ products(options: { take: 1 }) { totalItems } }' });
  await waitFor(
    'seeded catalogue',
    `http://localhost:${port}/shop-api`,
    240_000,
    async (res) => res.ok && ((await res.json()).data?.products?.totalItems ?? 0) > 0,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: query },
  );
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // Reverse order: site, worker, server, then the emulator (which exports its users on SIGINT).
  for (const { name, child } of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      continue;
    }
    const timeout = name === 'auth-emulator' ? 20_000 : 8_000;
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeout);
    await exited;
    clearTimeout(timer);
  }
  log('stopped');
  process.exit(code);
}

// ----- cluster mode (issue 20) -----

const clusterPorts = {
  vendure: [vendurePort + 100, vendurePort + 101],
  site: [sitePort + 200, sitePort + 201],
  postgres: Number(process.env.CLUSTER_PG_PORT || 54339),
  redis: Number(process.env.CLUSTER_REDIS_PORT || 6390),
  s3: Number(process.env.CLUSTER_S3_PORT || 4569),
};
const clusterDir = path.join(dataDir, 'cluster');

/** PostgreSQL runs as its own user when this runs as root (initdb refuses root), else as the current user. */
function asPostgres(command) {
  return process.getuid?.() === 0 ? ['su', ['postgres', '-s', '/bin/sh', '-c', command]] : ['sh', ['-c', command]];
}

async function startDatabaseAndRedis() {
  const pgBin = path.dirname(
    spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1'], {
      encoding: 'utf8',
    }).stdout.trim(),
  );
  if (!pgBin || pgBin === '.') throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const pgData = path.join(clusterDir, 'pg');
  mkdirSync(clusterDir, { recursive: true });
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', clusterDir]);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    const [cmd, args] = asPostgres(`${pgBin}/initdb -D ${pgData} -A trust -U postgres >/dev/null`);
    await runOnce('PostgreSQL: initdb', cmd, args);
  }
  const [pgCmd, pgArgs] = asPostgres(
    `exec ${pgBin}/postgres -D ${pgData} -p ${clusterPorts.postgres} -k ${clusterDir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c log_min_messages=warning -c log_checkpoints=off`,
  );
  run('postgres', pgCmd, pgArgs);
  const psql = (sql) =>
    spawnSync('psql', ['-h', '127.0.0.1', '-p', String(clusterPorts.postgres), '-U', 'postgres', '-tAc', sql], {
      encoding: 'utf8',
    });
  const started = Date.now();
  while (psql('SELECT 1').status !== 0) {
    if (Date.now() - started > 60_000) throw new Error('PostgreSQL did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  if (!psql("SELECT 1 FROM pg_roles WHERE rolname = 'alva'").stdout.includes('1')) {
    psql("CREATE ROLE alva LOGIN PASSWORD 'alva'");
    psql('CREATE DATABASE alva OWNER alva');
  }
  log(`PostgreSQL ready on :${clusterPorts.postgres}`);
  run('redis', 'redis-server', [
    '--port',
    String(clusterPorts.redis),
    '--bind',
    '127.0.0.1',
    '--dir',
    clusterDir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--protected-mode',
    'yes',
  ]);
  const redisStarted = Date.now();
  while (
    spawnSync('redis-cli', ['-p', String(clusterPorts.redis), 'ping'], { encoding: 'utf8' }).stdout?.trim() !== 'PONG'
  ) {
    if (Date.now() - redisStarted > 30_000) throw new Error('Redis did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`Redis ready on :${clusterPorts.redis}`);
  Object.assign(baseEnv, {
    DB_TYPE: 'postgres',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(clusterPorts.postgres),
    DB_NAME: 'alva',
    DB_USERNAME: 'alva',
    DB_PASSWORD: 'alva',
    DB_SCHEMA: 'public',
    REDIS_URL: `redis://127.0.0.1:${clusterPorts.redis}`,
    // nginx is the only caller on loopback: believe its X-Forwarded-For (per-client limits, not per proxy).
    TRUST_PROXY: 'loopback',
    // Every Next.js instance keeps its own page cache: each is asked to refresh after an edit.
    SITE_REVALIDATE_URL: clusterPorts.site.map((p) => `http://127.0.0.1:${p}/api/revalidate`).join(','),
  });
}

/**
 * An S3-compatible server (scripts/s3-server.mjs) with the assets and private-files buckets: every server and worker
 * reads and writes the same objects, as with S3 in production (docs/deploy.md).
 */
async function startObjectStorage() {
  const buckets = { S3_ASSETS_BUCKET: 'alva-assets', S3_PRIVATE_BUCKET: 'alva-private' };
  run('s3', 'node', ['scripts/s3-server.mjs'], {
    ...baseEnv,
    ...buckets,
    S3_SERVER_PORT: String(clusterPorts.s3),
    S3_SERVER_DIR: path.join(clusterDir, 's3'),
  });
  await waitFor('S3 server', `http://127.0.0.1:${clusterPorts.s3}/`, 30_000);
  Object.assign(baseEnv, {
    ...buckets,
    S3_ENDPOINT: `http://127.0.0.1:${clusterPorts.s3}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed account; a real deployment uses the platform's role or its own keys.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // As production should ask (s3rver accepts the header and keeps plain files).
    S3_PRIVATE_SSE: 'AES256',
  });
}

async function startClusterBackEnd() {
  await startDatabaseAndRedis();
  // Before the seed: its catalogue images are assets too.
  await startObjectStorage();
  // Migrations (and the demo seed) once, before any server starts, as a release job would: the servers skip them
  // (MIGRATE_ON_START, SEED_ON_START false), and the sites start on a complete catalogue.
  if (baseEnv.SEED_ON_START !== 'false')
    await runOnce('migrations and seed (once)', 'node', ['backend/dist/seed/run-seed.js']);
  else await runOnce('migrations (once)', 'node', ['backend/dist/migrate.js']);
  for (const [i, port] of clusterPorts.vendure.entries()) {
    run(
      `vendure-${i + 1}`,
      'node',
      ['backend/dist/index.js'],
      { ...baseEnv, VENDURE_PORT: String(port), MIGRATE_ON_START: 'false', SEED_ON_START: 'false' },
      { replaceable: true },
    );
    await waitFor(`Vendure server ${i + 1}`, `http://localhost:${port}/health`, 240_000);
  }
  for (const i of [1, 2]) run(`worker-${i}`, 'node', ['backend/dist/index-worker.js'], baseEnv, { replaceable: true });
  await startProxy();
  await waitFor('API through nginx', `http://localhost:${vendurePort}/health`, 30_000);
}

async function startClusterSites() {
  if (process.env.STACK_SKIP_BUILD !== '1' || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    await runOnce('building the site (next build)', 'npx', ['next', 'build']);
  }
  for (const [i, port] of clusterPorts.site.entries()) {
    run(
      `site-${i + 1}`,
      'npx',
      ['next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      { ...baseEnv, TRUST_PROXY: 'true' },
      { replaceable: true },
    );
    await waitFor(`Next.js site ${i + 1}`, `http://localhost:${port}/`, 240_000);
  }
}

/** nginx (Debian's) in front: the site's and the API's usual ports, each balanced over its two instances. */
async function startProxy() {
  const dir = path.join(clusterDir, 'nginx');
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const upstream = (name, ports) =>
    `upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}\n    keepalive 32;\n  }`;
  const server = (port, name) => `server {
    listen ${listenHost}:${port};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request an instance could not answer (down, restarting) goes to the other one; POSTs too when the
      # connection failed before anything was sent.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 120s;
    }
  }`;
  const conf = `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 2048; }
http {
  access_log off;
  client_max_body_size 25m;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  ${upstream('site', clusterPorts.site)}
  ${upstream('vendure', clusterPorts.vendure)}
  ${server(sitePort, 'site')}
  ${server(vendurePort, 'vendure')}
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
  run('nginx', existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', [
    '-p',
    dir,
    '-c',
    path.join(dir, 'nginx.conf'),
  ]);
}

process.on('SIGINT', () => stop(0));
process.on('uncaughtException', (error) => {
  console.error(error);
  void stop(1);
});
process.on('SIGTERM', () => stop(0));

const started = Date.now();

// 1. Back end code (TypeScript -> backend/dist).
await runOnce('building the back end', 'npm', ['run', 'build', '-w', 'backend', '--silent']);

// 2. Auth emulator, with the users of the previous run.
// The emulator's port lives in a firebase.json; a generated one in the data dir carries AUTH_EMULATOR_PORT.
const firebaseConfig = path.join(dataDir, 'firebase.json');
const emulatorConfig = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
emulatorConfig.emulators.auth.port = emulatorPort;
writeFileSync(firebaseConfig, JSON.stringify(emulatorConfig, null, 2));
const emulatorArgs = [
  'firebase',
  'emulators:start',
  '--config',
  firebaseConfig,
  '--only',
  'auth',
  '--project',
  baseEnv.FIREBASE_PROJECT_ID,
  '--export-on-exit',
  authDir,
];
if (existsSync(path.join(authDir, 'firebase-export-metadata.json')) && !process.env.STACK_FRESH_AUTH)
  emulatorArgs.push('--import', authDir);
run('auth-emulator', 'npx', emulatorArgs);
await waitFor('Firebase Auth Emulator', `http://${emulatorHost}/`, 120_000);

// The local payment gateway the back end charges and that notifies it (no internet needed).
if (useSandboxGateway) {
  run('sandbox-gateway', 'node', ['scripts/sandbox-gateway.mjs']);
  await waitFor('sandbox gateway', `http://localhost:${gatewayPort}/`, 30_000);
}

// 3. Vendure server (runs migrations and the idempotent seed) and worker.
const seedFinished = {};
seedFinished.promise = new Promise((resolve) => (seedFinished.resolve = resolve));
// As backend/src/environment.ts reads it: these values mean no seed on start, so no seed line will come.
const noStartSeed = /^(false|0|no|off|)$/i.test(String(baseEnv.SEED_ON_START).trim());
if (cluster || noStartSeed) seedFinished.resolve();
if (cluster) {
  await startClusterBackEnd();
} else {
  run('vendure', 'node', ['backend/dist/index.js'], baseEnv, {
    // The seed's last line (seed/seed.ts): the demo accounts, seeded last, exist from here on.
    onLine: (line) =>
      /\[Seed\]\S* (Seed created|Seed: nothing to do|Seed failed)/.test(line.replace(/\x1b\[[0-9;]*m/g, '')) &&
      seedFinished.resolve(),
  });
  await waitFor('Vendure server', `http://localhost:${vendurePort}/health`, 240_000);
  // The server answers before its start-up seed has finished; pages pre-rendered now must see the catalogue.
  if (!noStartSeed) await waitForCatalogue(vendurePort);
  run('worker', 'node', ['backend/dist/index-worker.js']);
}

// 4. The site.
if (cluster) {
  await startClusterSites();
} else if (mode === 'start') {
  if (process.env.STACK_SKIP_BUILD !== '1' || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    await runOnce('building the site (next build)', 'npx', ['next', 'build']);
  }
  run('site', 'npx', ['next', 'start', '-p', String(sitePort), '-H', listenHost]);
} else {
  run('site', 'npx', ['next', 'dev', '-p', String(sitePort), '-H', listenHost]);
}
await waitFor('Next.js site', `http://localhost:${sitePort}/`, 240_000);
// Ready means the demo accounts can sign in: the seed creates them last, after the catalogue the site waited for.
const seedTimer = setTimeout(() => {
  log('the seed did not report its end within 4 minutes (see the vendure lines above); carrying on');
  seedFinished.resolve();
}, 240_000);
await seedFinished.promise;
clearTimeout(seedTimer);

let accounts = [];
try {
  const mod = await import(path.join(root, 'backend/dist/seed/demo-accounts.js'));
  accounts = mod.DEMO_ACCOUNTS ?? mod.demoAccounts ?? mod.default ?? [];
} catch {
  // The list is informative only.
}
const secrets = production ? localSecrets() : null;
console.log(`
\x1b[1mAlva is running (${mode} mode, ready in ${((Date.now() - started) / 1000).toFixed(0)} s)\x1b[0m
  Site              ${siteUrl}            (Indonesian: ${siteUrl}/id)
  Shop API          http://localhost:${vendurePort}/shop-api
  Back office       http://localhost:${vendurePort}/dashboard   (staff: the demo accounts below, or the superadmin)
  Admin API         http://localhost:${vendurePort}/admin-api   (superadmin / ${secrets ? secrets.SUPERADMIN_PASSWORD : process.env.SUPERADMIN_PASSWORD || 'superadmin'})
  ${cluster ? `Cluster           servers :${clusterPorts.vendure.join(', :')}, workers ×2, sites :${clusterPorts.site.join(', :')}, nginx in front; PostgreSQL :${clusterPorts.postgres}, Redis :${clusterPorts.redis}, S3 :${clusterPorts.s3}\n  ` : ''}${mode === 'dev' ? `Dev mailbox       http://localhost:${vendurePort}/mailbox` : `E-mails           ${path.relative(root, baseEnv.MAILBOX_DIR)}/ (files)`}
  Auth emulator     http://${emulatorHost}
  Payment sandbox   ${useSandboxGateway ? `http://localhost:${gatewayPort}  (pay, fail or expire test payments)` : process.env.MIDTRANS_BASE_URL}
  Data              ${path.relative(root, dataDir) || '.'}/

Demo accounts (sign in at ${siteUrl}/login):
${accounts.map((a) => `  ${String(a.role ?? a.label ?? '').padEnd(32)} ${a.email}   ${a.password}`).join('\n') || '  (see backend/src/seed/demo-accounts.ts)'}

Press Ctrl-C to stop everything.
`);
