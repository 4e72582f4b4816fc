import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import id from '../../messages/id.json';

export const messages = { en, id } as const;
export type Locale = keyof typeof messages;
export const LOCALES: Locale[] = ['en', 'id'];

/** The seeded demo accounts' password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'AlvaDemo#2026';

/** Path of a page in a locale: English has no prefix. */
export const localePath = (locale: Locale, path: string) => (locale === 'en' ? path : `/id${path === '/' ? '' : path}`);

const EMULATOR = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || 9099}`;
const PROJECT_ID = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-alva';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
}

/** A brand-new, verified e-mail account in the Auth Emulator; the first sign-in creates its Vendure customer. */
async function createEmulatorUser(): Promise<TestUser> {
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base.extend<{ newUser: TestUser }>({
  newUser: async ({}, use) => {
    await use(await createEmulatorUser());
  },
});
export { expect };
