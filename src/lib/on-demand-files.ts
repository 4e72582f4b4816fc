import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Next's record of each next/dynamic import in the build: "<importing file> -> <imported module>" and its files. */
type LoadableManifest = Record<string, { files?: string[] }>;

/**
 * The build files (`/_next/static/...` URLs: scripts and styles) of the parts that `importers` load on demand
 * (next/dynamic or import()), from the build's react-loadable-manifest.json. Server only. The staff tool hands them to
 * its service worker, which fetches and keeps them in its own thread, so they open without a connection without
 * the page evaluating them first (evaluating MUI's code at start-up cost the tablet long tasks, issue 19).
 */
export function onDemandFiles(manifest: LoadableManifest, importers: readonly string[]): string[] {
  const files = Object.entries(manifest)
    .filter(([key]) => importers.some((importer) => key.startsWith(`${importer} -> `)))
    .flatMap(([, entry]) => entry.files ?? []);
  return [...new Set(files)].map((file) => `/_next/${file}`);
}

let buildManifest: LoadableManifest | null = null;

/** The running build's manifest (`next start` runs in the project directory); empty when there is none (dev). */
export function loadableManifest(): LoadableManifest {
  if (!buildManifest) {
    try {
      const file = path.join(process.cwd(), '.next', 'react-loadable-manifest.json');
      buildManifest = JSON.parse(readFileSync(file, 'utf8')) as LoadableManifest;
    } catch {
      buildManifest = {};
    }
  }
  return buildManifest;
}
