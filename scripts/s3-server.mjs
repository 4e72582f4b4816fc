#!/usr/bin/env node
/**
 * A local S3-compatible server (s3rver, a back-end dev dependency) for the cluster on one machine (scripts/stack.mjs
 * `cluster` mode): every Vendure server and worker then keeps assets and private files in one shared place, as they
 * would in a real S3 bucket. Objects live as files under the data directory; the two buckets are created at start
 * (no-op when they exist). s3rver has no access control: it serves unsigned requests and never checks signatures, so
 * anyone on the machine can read the private bucket. It listens on loopback only.
 *
 * Run: node scripts/s3-server.mjs  (env: S3_SERVER_PORT, default 4569;
 * S3_SERVER_DIR, default .data/s3; S3_ASSETS_BUCKET, default alva-assets; S3_PRIVATE_BUCKET, default alva-private).
 * Not for production: no encryption, no access policies, one fixed key pair.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// s3rver belongs to the back end's dev dependencies: resolve it from there.
const S3rver = createRequire(path.join(root, 'backend', 'package.json'))('s3rver');

/** Starts the server; resolves to { endpoint, close() }. */
async function startS3Server({
  port = 4569,
  directory = path.join(root, '.data', 's3'),
  buckets = ['alva-assets', 'alva-private'],
} = {}) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = path.resolve(root, process.env.S3_SERVER_DIR || path.join('.data', 's3'));
  const buckets = [process.env.S3_ASSETS_BUCKET || 'alva-assets', process.env.S3_PRIVATE_BUCKET || 'alva-private'];
  const s3 = await startS3Server({
    port: Number(process.env.S3_SERVER_PORT || 4569),
    directory,
    buckets,
  });
  console.log(
    `[s3-server] ready on ${s3.endpoint} (buckets ${buckets.join(', ')}; data ${path.relative(root, directory)})`,
  );
  const stop = () => s3.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
