import sharp from 'sharp';
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  ktpPhoto,
  LOCALES,
  localePath,
  messages,
  signIn,
  test,
} from './fixtures';

const SHOTS = process.env.SHOT_DIR || '.data/screenshots';

for (const locale of LOCALES) {
  test.describe(`identity documents (${locale})`, () => {
    test('KTP number and photo: bad inputs refused with translated messages, upload with progress, view, delete', async ({
      page,
      newUser,
      browser,
    }) => {
      test.setTimeout(120_000);
      const t = messages[locale].Documents;
      await signIn(page, locale, newUser);
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`));
      await gotoHydrated(page, localePath(locale, '/profile'));

      const section = page.getByRole('region', { name: t.title });
      const idCard = section.getByRole('region', { name: t.identityCard });
      await expect(idCard.getByText(t.empty)).toBeVisible();
      await expect(section.getByRole('region', { name: t.taxCard }).getByText(t.empty)).toBeVisible();
      await expect(idCard.getByText(t.photoLimit)).toBeVisible();

      // --- Bad numbers: each refused with its message (form rules = server rules), nothing saved.
      const nik = section.getByLabel(t.nik);
      const save = section.getByRole('button', { name: t.save });
      const e = messages[locale].FormErrors;
      const onNik = (message: string) => message.replace('{field}', t.nik);
      const badNumbers: Array<[string, string]> = [
        ['317405120590001', onNik(e.NIK_LENGTH)],
        ['31740512059000AB', onNik(e.NUMBERS_ONLY)],
        ['<script>alert(1)</script>', onNik(e.NUMBERS_ONLY)],
        ['٣١٧٤٠٥١٢٠٥٩٠٠٠٠١', onNik(e.NUMBERS_ONLY)],
        ['3174051213900001', onNik(e.NIK_INVALID)],
      ];
      for (const [value, message] of badNumbers) {
        await nik.fill(value);
        await save.click();
        await expect(section.getByText(message)).toBeVisible();
      }
      await section.getByRole('radio', { name: t.kinds.KITAS }).check();
      await section.getByLabel(t.kitas).fill('ABC-12');
      await save.click();
      await expect(section.getByText(e.KITAS_FORMAT)).toBeVisible();
      await section.getByRole('radio', { name: t.kinds.KTP }).check();
      await nik.fill('');
      await section.getByLabel(t.npwp).fill('12.345.678.9-012.34');
      await save.click();
      await expect(section.getByText(e.NPWP_LENGTH)).toBeVisible();
      await expect(idCard.getByText(t.empty)).toBeVisible();

      // --- Bad files: a PDF by name (checked here), a PDF renamed .jpg (checked by the server), too big.
      const fileInput = page.getByTestId('document-file-IDENTITY_CARD');
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');
      await fileInput.setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(idCard.getByText(t.uploadErrors.DOCUMENT_FILE_TYPE)).toBeVisible();
      await fileInput.setInputFiles({ name: 'ktp.jpg', mimeType: 'image/jpeg', buffer: pdf });
      await idCard.getByRole('button', { name: t.upload }).click();
      await expect(idCard.getByText(t.uploadErrors.DOCUMENT_FILE_TYPE)).toBeVisible();
      await fileInput.setInputFiles({
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0xff),
      });
      await expect(idCard.getByText(t.uploadErrors.DOCUMENT_FILE_TOO_LARGE)).toBeVisible();
      await fileInput.setInputFiles({
        name: 'broken.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      });
      await idCard.getByRole('button', { name: t.upload }).click();
      await expect(idCard.getByText(t.uploadErrors.DOCUMENT_IMAGE_INVALID)).toBeVisible();
      await expect(idCard.getByText(t.empty)).toBeVisible();

      // --- A valid NIK and NPWP.
      await section.getByLabel(t.npwp).fill('12.345.678.9-012.345');
      await nik.fill('3174051205900001');
      await save.click();
      await expect(section.getByText(t.saved)).toBeVisible();
      await expect(page.getByTestId('masked-IDENTITY_CARD')).toHaveText('••••••••••••0001');
      await expect(page.getByTestId('masked-TAX_CARD')).toHaveText('•••••••••••2345');
      await expect(nik).toHaveValue('');

      // --- Upload a KTP photo over a slow connection: the progress bar shows, then the stored photo.
      await fileInput.setInputFiles({ name: 'ktp.jpg', mimeType: 'image/jpeg', buffer: await ktpPhoto() });
      await expect(idCard.getByRole('img', { name: t.preview })).toBeVisible();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 50,
        downloadThroughput: 4_000_000,
        uploadThroughput: 300_000,
      });
      await idCard.getByRole('button', { name: t.upload }).click();
      await expect(idCard.getByRole('progressbar', { name: t.uploadProgress })).toBeVisible();
      await expect(idCard.getByText(t.uploaded)).toBeVisible({ timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const photo = idCard.getByRole('img', { name: t.photoAlt.replace('{document}', 'KTP') });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      // --- View it: the link opens the photo (served only with the session) in a new tab.
      const popupPromise = page.waitForEvent('popup');
      await idCard.getByRole('link', { name: t.viewPhotoOf.replace('{document}', 'KTP') }).click();
      const popup = await popupPromise;
      const imageUrl = new URL(popup.url()).pathname;
      expect(imageUrl).toMatch(/^\/api\/documents\/[\w-]+$/);
      const viewed = await page.request.get(imageUrl);
      expect(viewed.status()).toBe(200);
      expect(viewed.headers()['content-type']).toBe('image/jpeg');
      expect(viewed.headers()['cache-control']).toBe('private, no-store');
      const stored = await viewed.body();
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      await popup.close();

      // Without the session (a fresh browser context), the same address gives nothing.
      const stranger = await browser.newContext();
      const refused = await stranger.request.get(new URL(imageUrl, page.url()).toString());
      expect(refused.status()).toBe(401);
      await stranger.close();

      await expectNoAxeViolations(page);
      for (const width of [390, 820]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: `${SHOTS}/documents-${locale}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- Delete with confirmation (Cancel first, then Delete).
      await idCard.getByRole('button', { name: t.deleteOf.replace('{document}', 'KTP') }).click();
      await page.getByRole('dialog', { name: t.deleteTitle }).getByRole('button', { name: t.cancel }).click();
      await expect(photo).toBeVisible();
      await idCard.getByRole('button', { name: t.deleteOf.replace('{document}', 'KTP') }).click();
      const dialog = page.getByRole('dialog', { name: t.deleteTitle });
      await expect(dialog.getByText(t.deleteBody.replace('{document}', 'KTP'))).toBeVisible();
      await dialog.getByRole('button', { name: t.deleteConfirm }).click();
      await expect(idCard.getByText(t.deleted)).toBeVisible();
      await expect(idCard.getByText(t.empty)).toBeVisible();
      expect((await page.request.get(imageUrl)).status()).toBe(404);
    });
  });
}
