import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT, takesCompileHint } from '@/config/compile-hints-plugin';
// @ts-expect-error: a plain .mjs script without type declarations
import * as bundleBudgets from '../../scripts/check-bundle-budgets.mjs';

const { budgetFor, checkBudgets, chunksWithoutCompileHint, firstLoadSizes } = bundleBudgets;

describe('first-load JS budgets (issue 19)', () => {
  it('gives sign-in and signed-in pages 220 kB and every other page 180 kB', () => {
    expect(budgetFor('/login/email')).toBe(220);
    expect(budgetFor('/purchase/orders/[code]')).toBe(220);
    expect(budgetFor('/pstools')).toBe(220);
    expect(budgetFor('/test-ride/book')).toBe(180);
    expect(budgetFor('/purchase')).toBe(180);
    expect(budgetFor('/loginx')).toBe(180);
  });

  it('fails a page past its budget and passes one within it', () => {
    const { failures } = checkBudgets({ '/cart': 180.1, '/': 179.9, '/profile': 219 }, {});
    expect(failures).toEqual(['/cart: 180.1 kB first-load JS, budget 180 kB']);
  });

  it('holds a page still over budget at its ceiling and says when it comes within budget', () => {
    const over = { '/my-ev': 352, '/bookings': 296, '/gone': 200 };
    const { failures, notes } = checkBudgets({ '/my-ev': 352.5, '/bookings': 210 }, over);
    expect(failures).toEqual([
      '/my-ev: 352.5 kB first-load JS, budget 220 kB, may not pass 352 kB until it is within budget',
    ]);
    expect(notes).toEqual([
      '/bookings is within budget now (210.0 kB ≤ 220): remove it from OVER_BUDGET',
      '/gone is not a page any more: remove it from OVER_BUDGET',
    ]);
  });

  it("sums the gzip size of the page's scripts and _app's once each, as next build reports First Load JS", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
    mkdirSync(path.join(dir, 'static'));
    const files = {
      'static/framework.js': 'a'.repeat(5000),
      'static/app.js': 'let x = 1;'.repeat(300),
      'static/page.js': 'b',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, 'static/app.css'), 'body{}');
    writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({
        pages: {
          '/_app': ['static/framework.js', 'static/app.css', 'static/app.js'],
          '/shop': ['static/framework.js', 'static/page.js'],
        },
      }),
    );
    const gz = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(firstLoadSizes(dir)).toEqual({
      '/shop': (gz(files['static/framework.js']) + gz(files['static/app.js']) + gz('b')) / 1000,
    });
  });

  it("lists the browser chunks but React's framework chunk whose first line is not the compile hint", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hint-'));
    mkdirSync(path.join(dir, 'static/chunks/pages'), { recursive: true });
    writeFileSync(path.join(dir, 'static/chunks/main-1a2b.js'), `${COMPILE_HINT}"use strict";`);
    writeFileSync(path.join(dir, 'static/chunks/framework-3c4d.js'), '"use strict";');
    writeFileSync(path.join(dir, 'static/chunks/pages/_app.js'), `"use strict";${COMPILE_HINT}`);
    writeFileSync(path.join(dir, 'static/chunks/726.js'), '"use strict";');
    writeFileSync(path.join(dir, 'static/chunks/app.css'), 'body{}');
    expect(chunksWithoutCompileHint(dir)).toEqual(['726.js', 'pages/_app.js']);
  });

  it("gives the hint to every JavaScript chunk the plugin sees but React's framework chunk", () => {
    expect(takesCompileHint('static/chunks/main-1a2b3c.js')).toBe(true);
    expect(takesCompileHint('static/chunks/pages/_app-1a2b3c.js')).toBe(true);
    expect(takesCompileHint('static/chunks/726.1a2b3c.js')).toBe(true);
    expect(takesCompileHint('static/chunks/framework-1a2b3c.js')).toBe(false);
    expect(takesCompileHint('static/css/app.css')).toBe(false);
  });
});
