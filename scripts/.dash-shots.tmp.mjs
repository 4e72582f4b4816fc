import { chromium } from '@playwright/test';
const base = 'http://localhost:3501/dashboard';
const [email, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/login`);
await page.getByPlaceholder('Email').fill(email);
await page.getByPlaceholder('Password').fill('AlvaDemo#2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByText(email).waitFor({ timeout: 30000 });
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.waitForTimeout(2500);
  const name = p.replace(/\W+/g, '_');
  await page.screenshot({ path: `.data/screenshots/dash${name}.png`, fullPage: true });
  console.log('shot', p);
}
await browser.close();
