import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { expect, signInToDashboard, test } from './fixtures';

/**
 * Hostile requests against the production stack (issue 17): what a stranger on the network or another web site
 * can do to the site and the back end. The back-end spec (the back end's e2e/hostile-requests.e2e-spec.ts) covers the
 * shop API in depth; this one checks the same defences on the real processes, the auth routes of the site and the
 * back office under its Content-Security-Policy.
 */
const SITE_PORT = Number(process.env.PORT || 3000);
const VENDURE_PORT = Number(process.env.VENDURE_PORT || 3001);
const SITE = `http://localhost:${SITE_PORT}`;
const VENDURE = `http://localhost:${VENDURE_PORT}`;

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

test.describe('hostile requests against the running stack', () => {
  test('the servers listen on loopback only, and a production build has no mailbox', async ({ request }) => {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (lan) {
      expect(await reachable(lan, VENDURE_PORT)).toBe(false);
      expect(await reachable(lan, SITE_PORT)).toBe(false);
    }
    expect(await reachable('127.0.0.1', VENDURE_PORT)).toBe(true);
    for (const path of ['/mailbox', '/mailbox/list']) {
      expect((await request.get(`${VENDURE}${path}`)).status()).toBe(404);
    }
  });

  test('the auth routes refuse other sites, missing tokens and the development revalidate secret', async ({
    request,
  }) => {
    const logout = await request.post(`${SITE}/api/logout`, {
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: 'x=1',
    });
    expect(logout.status()).toBe(403);
    expect(logout.headers()['set-cookie']).toBeUndefined();
    const crossLogin = await request.post(`${SITE}/api/login`, {
      headers: { origin: 'https://evil.example', authorization: 'anything' },
    });
    expect(crossLogin.status()).toBe(403);
    const noToken = await request.post(`${SITE}/api/login`, { headers: { origin: SITE } });
    expect(noToken.status()).toBe(400);
    const badToken = await request.post(`${SITE}/api/login`, { headers: { origin: SITE, authorization: 'forged' } });
    expect(badToken.status()).toBe(401);
    expect(badToken.headers()['set-cookie']).toBeUndefined();
    const revalidate = await request.post(`${SITE}/api/revalidate`, {
      headers: { 'x-revalidate-secret': 'alva-dev-revalidate-secret' },
      data: { pages: ['all'] },
    });
    expect(revalidate.status()).toBe(401);
  });

  test('the shop API: 413 for an oversized body, 200 FORBIDDEN for blocked mutations, 400 for a costly query', async ({
    request,
  }) => {
    const big = await request.post(`${VENDURE}/shop-api`, {
      data: { query: '{ activeChannel { id } }', variables: { pad: 'x'.repeat(200_000) } },
    });
    expect(big.status()).toBe(413);
    expect((await big.json()).errors[0].message).toBe('Request body too large');

    const blocked = await request.post(`${VENDURE}/shop-api`, {
      data: { query: 'mutation { updateCustomer(input: { firstName: "Mallory" }) { id } }' },
    });
    expect(blocked.status()).toBe(200);
    expect((await blocked.json()).errors[0].extensions.code).toBe('FORBIDDEN');

    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: indonesiaProvinces { id cities { id } }`).join(' ');
    const costly = await request.post(`${VENDURE}/shop-api`, { data: { query: `{ ${aliases} }` } });
    expect(costly.status()).toBe(400);
    const body = await costly.text();
    expect(body).toMatch(/too complex/);
    expect(body).not.toMatch(/stacktrace|Did you mean/);

    const typo = await request.post(`${VENDURE}/shop-api`, { data: { query: '{ produts { items { id } } }' } });
    expect(await typo.text()).not.toMatch(/Did you mean/);
    // Production: no introspection.
    const schema = await request.post(`${VENDURE}/shop-api`, { data: { query: '{ __schema { types { name } } }' } });
    expect(await schema.text()).not.toMatch(/"types"\s*:\s*\[/);
  });

  test('the back end sends security headers and no X-Powered-By', async ({ request }) => {
    for (const path of ['/shop-api', '/admin-api', '/dashboard/', '/health']) {
      const res = await request.get(`${VENDURE}${path}`);
      const headers = res.headers();
      expect(headers['x-powered-by'], path).toBeUndefined();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    }
  });

  test('the back office works under its Content-Security-Policy', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
    await signInToDashboard(page, 'admin@alva.example');
    await page.goto(`${VENDURE}/dashboard/products`);
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: '.data/screenshots/dashboard-under-csp.png' });
    expect(violations).toEqual([]);
    await context.close();
  });
});
