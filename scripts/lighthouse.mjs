#!/usr/bin/env node
// Lighthouse mobile (its defaults: simulated slow 4G, 4x CPU slowdown) against a running production stack
// (`npm start`), N runs per page, median reported. Lighthouse is not a project dependency:
//   npx --yes lighthouse@13.5.0 --version   (or LIGHTHOUSE_BIN=/path/to/lighthouse)
//   node scripts/lighthouse.mjs http://localhost:3000 / /product/alva-cervo
// Two builds compared in one run (before/after): give both bases separated by a comma; their runs are interleaved so
// both see the same machine load, and a Markdown table of the medians follows.
//   node scripts/lighthouse.mjs http://localhost:3100,http://localhost:3000 /test-ride/book
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [baseList = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const bases = baseList.split(',');
const runs = Number(process.env.RUNS || 5);
const bin = process.env.LIGHTHOUSE_BIN;
const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function lighthouse(url, out) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
  ];
  const env = { ...process.env, CHROME_PATH: '/usr/bin/chromium' };
  if (bin) execFileSync(bin, args, { stdio: 'inherit', env });
  else execFileSync('npx', ['--yes', 'lighthouse@13.5.0', ...args], { stdio: 'inherit', env });
  const r = JSON.parse(readFileSync(out, 'utf8'));
  return {
    perf: r.categories.performance.score * 100,
    a11y: r.categories.accessibility.score * 100,
    bp: r.categories['best-practices'].score * 100,
    seo: r.categories.seo.score * 100,
    lcp: r.audits['largest-contentful-paint'].numericValue,
    tbt: r.audits['total-blocking-time'].numericValue,
    cls: r.audits['cumulative-layout-shift'].numericValue,
    fcp: r.audits['first-contentful-paint'].numericValue,
  };
}

const table = [];
for (const p of paths.length ? paths : ['/']) {
  const rows = Object.fromEntries(bases.map((b) => [b, []]));
  for (let i = 0; i < runs; i++)
    for (const b of bases) rows[b].push(lighthouse(b + p, path.join(dir, `run-${i}.json`)));
  for (const b of bases) {
    const m = (k) => median(rows[b].map((r) => r[k]));
    const label = bases.length > 1 ? `${b}${p}` : p;
    console.log(
      `${label}: performance ${m('perf')} (runs: ${rows[b].map((r) => Math.round(r.perf)).join(', ')}), accessibility ${m('a11y')}, best practices ${m('bp')}, SEO ${m('seo')}; ` +
        `LCP ${(m('lcp') / 1000).toFixed(2)} s, FCP ${(m('fcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)}`,
    );
    table.push(
      `| ${p} | ${b} | ${Math.round(m('perf'))} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
    );
  }
}
if (bases.length > 1)
  console.log(
    ['', '| page | build | performance | LCP | TBT | CLS |', '|---|---|---|---|---|---|', ...table].join('\n'),
  );
