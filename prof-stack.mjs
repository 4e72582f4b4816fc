import { chromium } from 'playwright';
const [url, match, seconds = '7'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForTimeout(Number(seconds) * 1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.columnNumber}`;
const stacks = new Map();
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  if (!label(n).includes(match)) return;
  const chain = []; let p = parent.get(id);
  while (p && chain.length < 14) { chain.push(label(byId.get(p))); p = parent.get(p); }
  const k = chain.join(' < ');
  stacks.set(k, (stacks.get(k) ?? 0) + profile.timeDeltas[i]);
});
for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(Math.round(v / 1000) + 'ms', k, '\n');
await browser.close();
