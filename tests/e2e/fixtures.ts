import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { test as base, type Browser, expect, type Locator, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import id from '../../messages/id.json';

export const messages = { en, id } as const;
export type Locale = keyof typeof messages;
export const LOCALES: Locale[] = ['en', 'id'];

/** The seeded demo accounts' password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'AlvaDemo#2026';

/** Path of a page in a locale: English has no prefix. */
export const localePath = (locale: Locale, path: string) => (locale === 'en' ? path : `/id${path === '/' ? '' : path}`);

const ADMIN_API = `http://localhost:${process.env.VENDURE_PORT || 3001}/admin-api`;
/** Vendure's React dashboard (the back office). */
export const DASHBOARD = `http://localhost:${process.env.VENDURE_PORT || 3001}/dashboard`;

/** Signs a staff member in to the dashboard in a browser context of their own (not the customer's). */
export async function staffPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: DASHBOARD, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInToDashboard(page, email);
  return page;
}

/** Signs a staff member in on the dashboard's sign-in page, in the page given. */
export async function signInToDashboard(page: Page, email: string): Promise<void> {
  await page.goto(`${DASHBOARD}/login`);
  // Vendure's sign-in form: fields named by their placeholders. The app can re-render the form while it starts and
  // drop what was typed ("String must contain at least 1 character(s)" seen): type again until both values hold.
  await expect(async () => {
    await page.getByPlaceholder('Email').fill(email);
    await page.getByPlaceholder('Password').fill(DEMO_PASSWORD);
    await expect(page.getByPlaceholder('Email')).toHaveValue(email, { timeout: 1_000 });
    await expect(page.getByPlaceholder('Password')).toHaveValue(DEMO_PASSWORD, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(email)).toBeVisible({ timeout: 30_000 });
  // Vendure's sign-in page shows the dashboard as soon as it knows the user, but its own "signed in" step still runs:
  // it refetches every query, then navigates to the start page. On a busy machine that came after a journey had
  // already opened a list, and took it back to the start page ("Filter..." detached, then gone). A reload ends that
  // step; the session is kept.
  await page.reload();
  await expect(page.getByText(email)).toBeVisible({ timeout: 30_000 });
}
const adminTokens = new Map<string, string>();

async function adminLogin(username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(ADMIN_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
      variables: { u: username, p: password },
    }),
  });
  const token = res.headers.get('vendure-auth-token');
  if (!token) throw new Error(`admin login failed: ${await res.text()}`);
  return token;
}

/**
 * Vendure's admin API as a seeded staff account (README "Demo accounts"), by default the e-commerce admin (its role
 * reads leads, reviews payment proofs and moves orders). Signs in once per account and worker; a GraphQL error is
 * thrown with its JSON.
 */
export async function adminApi<T>(
  query: string,
  variables: Record<string, unknown> = {},
  { as = 'admin@alva.example' }: { as?: string } = {},
): Promise<T> {
  const token = adminTokens.get(as) ?? (await adminLogin(as));
  adminTokens.set(as, token);
  return adminRequest<T>(token, query, variables);
}

async function adminRequest<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(ADMIN_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A secret the stack generated for production mode (local-secrets.json in its data dir); undefined in dev mode. */
export function stackSecret(name: string): string | undefined {
  const file = path.resolve(process.env.STACK_DATA_DIR || '.data', 'local-secrets.json');
  const secrets = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  return secrets[name];
}

/**
 * A new staff account with a seeded role (by its code) and the demo password, made by the superadmin. For a test that
 * changes the account's own settings (the dashboard keeps a staff member's language on the server), so the seeded
 * accounts other tests use at the same time keep theirs.
 */
export async function newStaffAccount(roleCode: string): Promise<string> {
  const token = await adminLogin('superadmin', stackSecret('SUPERADMIN_PASSWORD') ?? 'superadmin');
  const call = <T>(query: string, variables: Record<string, unknown> = {}) => adminRequest<T>(token, query, variables);
  const { roles } = await call<{ roles: { items: { id: string }[] } }>(
    'query ($code: String!) { roles(options: { filter: { code: { eq: $code } } }) { items { id } } }',
    { code: roleCode },
  );
  if (!roles.items[0]) throw new Error(`no role ${roleCode}`);
  const email = `staff-${randomUUID().slice(0, 8)}@alva.example`;
  await call('mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }', {
    input: {
      firstName: 'Rina',
      lastName: 'Wulandari',
      emailAddress: email,
      password: DEMO_PASSWORD,
      roleIds: [roles.items[0].id],
    },
  });
  return email;
}

const EMULATOR = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || 9099}`;
const PROJECT_ID = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-alva';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
}

/** A brand-new, verified e-mail account in the Auth Emulator; the first sign-in creates its Vendure customer. */
export async function createEmulatorUser(): Promise<TestUser> {
  const user = {
    email: `e2e-${randomUUID().slice(0, 8)}@alva.example`,
    password: `Pw-${randomUUID().slice(0, 12)}`,
    displayName: 'Dewi Lestari',
  };
  const res = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
  const { localId } = await res.json();
  // E-mail/password accounts sign in only once verified (registerCustomer's e-mail link does that for real sign-ups):
  // the emulator's admin API marks this one verified and names it.
  const update = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, displayName: user.displayName, emailVerified: true }),
  });
  if (!update.ok) throw new Error(`emulator update failed: ${update.status} ${await update.text()}`);
  return user;
}

/** Opens a page and waits for hydration, so clicks reach React's handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

export async function signIn(page: Page, locale: Locale, user: Pick<TestUser, 'email' | 'password'>) {
  const t = messages[locale].Login;
  await gotoHydrated(page, localePath(locale, '/login/email'));
  await page.getByLabel(t.email).fill(user.email);
  await page.getByLabel(t.password, { exact: false }).first().fill(user.password);
  await page.getByRole('button', { name: t.submit }).click();
}

export async function expectNoAxeViolations(page: Page) {
  // A button caught mid-transition (disabled grey fading into the brand colour) has colours no one sees at rest.
  // Transitions are switched off while axe reads the page, so a state that changes during the check (a quote
  // arriving enables the pay button) snaps to its resting colours; running finite animations end first (spinners and
  // skeletons never end: skipped). Waiting for the transitions alone still let one through, in CI and here.
  const noTransitions = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await noTransitions.evaluate((style) => (style as Element).remove());
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const UNTHEMED_MUI = 'unthemed MUI element:';

/**
 * Reports, in the page's console, each MUI element that shows MUI's default font (Roboto) instead of the brand's:
 * a part rendered outside `MuiScope` (components/mui-scope.tsx), whose theme is no longer in `_app` (issue 19).
 */
function watchForUnthemedMui(prefix: string) {
  const report = (el: Element) => {
    if (/^"?Roboto/.test(getComputedStyle(el).fontFamily))
      console.debug(`${prefix} ${el.className} in ${location.pathname}`);
  };
  const selector = '.MuiTypography-root, .MuiButtonBase-root, .MuiInputBase-root, .MuiFormLabel-root';
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) report(node);
        node.querySelectorAll(selector).forEach(report);
      }
  }).observe(document, { childList: true, subtree: true });
}

export const test = base.extend<{ newUser: TestUser; otherUser: TestUser }>({
  page: async ({ page }, use) => {
    const unthemed: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith(UNTHEMED_MUI)) unthemed.push(message.text());
    });
    await page.addInitScript(watchForUnthemedMui, UNTHEMED_MUI);
    await use(page);
    expect(unthemed, 'MUI rendered outside MuiScope (components/mui-scope.tsx)').toEqual([]);
  },
  newUser: async ({}, use) => {
    await use(await createEmulatorUser());
  },
  /** A second customer, for what one customer must not see of another's. */
  otherUser: async ({}, use) => {
    await use(await createEmulatorUser());
  },
});
export { expect };

/** The dev outbox of the stack under test (scripts/stack.mjs: <STACK_DATA_DIR>/outbox). */
const OUTBOX = path.resolve(process.env.OUTBOX_DIR || path.join(process.env.STACK_DATA_DIR || '.data', 'outbox'));

/** The newest OTP SMS sent to `e164` after `since` (epoch ms), read from the dev outbox. */
export async function codeFromOutbox(e164: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        // The outbox appears with the first message, and a file may be read while it is still being written.
        const names = existsSync(OUTBOX) ? readdirSync(OUTBOX) : [];
        const messages = names
          .filter((f) => f.includes('-sms-otp-'))
          .map((f) => readJsonOrUndefined(path.join(OUTBOX, f)))
          .filter((m) => m !== undefined)
          .filter((m) => m.to === e164 && Date.parse(m.createdAt) >= since - 1000)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Confirms a phone number typed into a form (profile, registration) with the code the dev outbox shows: "Send code",
 * the 6 digits, "Confirm number"; the number is attached only then.
 */
export async function confirmPhoneWithCode(scope: Page | ReturnType<Page['locator']>, locale: Locale, e164: string) {
  const tC = messages[locale].PhoneCheck;
  const since = Date.now();
  await scope.getByRole('button', { name: tC.sendCode }).click();
  const code = await codeFromOutbox(e164, since);
  await scope.getByLabel(messages[locale].PhoneLogin.code).fill(code);
  await scope.getByRole('button', { name: tC.confirm }).click();
  const national = e164.replace(/^\+62/, '');
  const shown = `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
  await expect(scope.getByText(tC.verified.replace('{phone}', shown))).toBeVisible();
}

/** A JSON file's content, or undefined while it is still being written (the poll reads it again). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function readJsonOrUndefined(file: string): any {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The e2e stack is a production build: e-mails are JSON files in its data dir (EMAIL_TO_FILES), there is no /mailbox. */
const MAILBOX_DIR = path.resolve(process.env.E2E_DATA_DIR || '.data/e2e', 'mailbox');

/** Every e-mail to `recipient` in MAILBOX_DIR, newest first. */
export function mailsTo(recipient: string): { body: string; subject?: string }[] {
  let names: string[] = [];
  try {
    names = readdirSync(MAILBOX_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const mails = names.flatMap((name) => {
    const file = path.join(MAILBOX_DIR, name);
    const mail = readJsonOrUndefined(file) as { recipient: string; body: string; subject?: string } | undefined;
    return mail ? [{ ...mail, mtime: statSync(file).mtimeMs }] : [];
  });
  return mails.filter((m) => m.recipient === recipient).sort((a, b) => b.mtime - a.mtime);
}

/** The newest e-mail to `recipient` in MAILBOX_DIR, if any. */
export const newestMailTo = (recipient: string): { body: string; subject?: string } | undefined =>
  mailsTo(recipient)[0];

/** The newest link to `path` in an e-mail to `recipient` (polled: the worker sends it). */
export async function linkFromMailbox(recipient: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = newestMailTo(recipient);
        if (!mail) return undefined;
        const hrefs = [...mail.body.matchAll(/href="([^"]+)"/g)].map((m) =>
          m[1].replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'),
        );
        link = hrefs.find((href) => href.includes(path));
        return link;
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** A KTP-like photo (about 1 MB, so the throttled upload shows progress) with EXIF GPS like a phone photo. */
export async function ktpPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="880">
    <rect width="1400" height="880" rx="40" fill="#5b8fd6"/>
    <text x="60" y="110" font-size="64" font-family="sans-serif" fill="#fff">PROVINSI DKI JAKARTA</text>
    <text x="60" y="220" font-size="56" font-family="sans-serif" fill="#fff">NIK : 3174051205900001</text>
    <text x="60" y="320" font-size="48" font-family="sans-serif" fill="#fff">Nama : DEWI LESTARI (SAMPLE)</text>
    <rect x="1020" y="260" width="300" height="380" fill="#dde"/>
  </svg>`;
  const noise = await sharp(Buffer.from(Array.from({ length: 1400 * 880 * 3 }, () => Math.floor(Math.random() * 40))), {
    raw: { width: 1400, height: 880, channels: 3 },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 95 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 13/1 36/1' } })
    .toBuffer();
}

/**
 * The profile's gender, date of birth and occupation (the parts of "complete your profile" every account journey
 * fills in the same way), in the details form `details`.
 */
export async function fillProfileDetails(
  details: Locator,
  locale: Locale,
  {
    gender,
    birth,
    occupation = 'ENTREPRENEUR',
  }: { gender: 'MALE' | 'FEMALE'; birth: [day: string, month: string, year: string]; occupation?: string },
) {
  const tP = messages[locale].Profile;
  const tF = messages[locale].ProfileForm;
  await details.getByRole('radio', { name: tP.genders[gender], exact: true }).check();
  await details.getByLabel(tF.day, { exact: true }).selectOption(birth[0]);
  await details.getByLabel(tF.month, { exact: true }).selectOption(birth[1]);
  await details.getByLabel(tF.year, { exact: true }).selectOption(birth[2]);
  await details.getByLabel(tP.occupation).selectOption(occupation);
}
