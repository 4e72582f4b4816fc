import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../messages/en.json';
import id from '../../../../../messages/id.json';
import { publicEnv } from '@/config/env';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { saveSessionToken } from '@/lib/cookies';
import { DocumentsSection } from '../documents-section';
import { DOCUMENT_MAX_BYTES } from '../rules';

const baseDoc = {
  __typename: 'CustomerDocument' as const,
  name: null,
  address: null,
  zipCode: null,
  imageByteSize: null,
  imageWidth: null,
  imageHeight: null,
  imageUploadedAt: null,
  updatedAt: '2026-11-22T03:00:00.000Z',
};
const ktp = (withImage = false) => ({
  ...baseDoc,
  id: '7',
  type: 'IDENTITY_CARD',
  kind: 'KTP',
  maskedNumber: '••••••••••••0001',
  hasImage: withImage,
  imageUrl: withImage ? '/api/documents/7?v=abc' : null,
  imageWidth: withImage ? 800 : null,
  imageHeight: withImage ? 500 : null,
  imageUploadedAt: withImage ? '2026-11-22T03:00:00.000Z' : null,
});

/** A tiny fake back end: the list, and what each mutation does to it. */
function backend(initial: unknown[] = []) {
  let docs = [...initial];
  const calls = { update: [] as unknown[], upload: [] as FormData[], delete: [] as unknown[] };
  server.use(
    shopApi.query('CustomerDocuments', () => HttpResponse.json({ data: { customerDocuments: docs } })),
    shopApi.mutation('CustomerUpdateIdentityCardNumber', ({ variables }) => {
      calls.update.push(variables.input);
      if (variables.input.identityCardNumber === '3174051205900009') {
        return HttpResponse.json({
          data: {
            customerUpdateIdentityCardNumber: {
              __typename: 'DocumentValidationError',
              errorCode: 'DOCUMENT_INVALID_INPUT',
              message: 'invalid',
              fieldErrors: [{ __typename: 'DocumentFieldError', field: 'identityCardNumber', code: 'NIK_INVALID' }],
            },
          },
        });
      }
      docs = [ktp()];
      return HttpResponse.json({
        data: { customerUpdateIdentityCardNumber: { __typename: 'CustomerDocumentList', items: docs } },
      });
    }),
    shopApi.mutation('CustomerDeleteDocument', ({ variables }) => {
      calls.delete.push(variables);
      docs = [];
      return HttpResponse.json({
        data: { customerDeleteDocument: { __typename: 'DeletionResponse', result: 'DELETED', message: null } },
      });
    }),
    // The upload is a GraphQL multipart request sent by XMLHttpRequest.
    http.post(new RegExp(`^${publicEnv.shopApiUrl}`), async ({ request }) => {
      const form = await request.formData();
      calls.upload.push(form);
      // jsdom's XHR does not carry the file's bytes or name through to msw: the first upload is refused.
      if (calls.upload.length === 1) {
        return HttpResponse.json({
          data: {
            customerUploadDocumentImage: {
              __typename: 'DocumentUploadError',
              errorCode: 'DOCUMENT_IMAGE_INVALID',
              message: 'Upload image error.',
            },
          },
        });
      }
      docs = [ktp(true)];
      return HttpResponse.json({ data: { customerUploadDocumentImage: docs[0] } });
    }),
  );
  return calls;
}

/** Typing each character is slow on a loaded machine; the rules see the same value either way. */
const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

const jpegFile = (name: string, size = 2048) =>
  new File([new Uint8Array(size).fill(0xff)], name, { type: 'image/jpeg' });

describe('DocumentsSection', () => {
  // The forms send their requests with the signed-in customer's session.
  beforeEach(() => saveSessionToken('session-1'));

  it('shows the empty state, refuses bad numbers locally, maps server field codes, then saves (en)', async () => {
    const t = en.Documents;
    const e = en.FormErrors;
    const calls = backend();
    renderWithProviders(<DocumentsSection />, { locale: 'en' });
    expect(screen.getByText(t.loading)).toBeInTheDocument();
    expect(await screen.findAllByText(t.empty)).toHaveLength(2);
    expect(screen.getAllByText(t.photoLimit)).toHaveLength(2);

    const save = screen.getByRole('button', { name: t.save });
    await userEvent.click(save);
    const nik = screen.getByLabelText(t.nik);
    expect(nik).toHaveAccessibleDescription(e.REQUIRED.replace('{field}', t.nik));
    for (const [value, code] of [
      ['317405120590001', 'NIK_LENGTH'],
      ['3174 0512 0590 0001', 'NUMBERS_ONLY'],
      ['٣١٧٤٠٥١٢٠٥٩٠٠٠٠١', 'NUMBERS_ONLY'],
    ] as const) {
      fill(nik, value);
      await userEvent.click(save);
      expect(nik).toHaveAccessibleDescription(e[code].replace('{field}', t.nik));
    }
    expect(nik).toHaveFocus();
    expect(calls.update).toEqual([]);

    fill(nik, '3174051205900009');
    await userEvent.click(save);
    expect(await screen.findByText(e.NIK_INVALID.replace('{field}', t.nik))).toBeInTheDocument();

    fill(nik, '3174051205900001');
    fill(screen.getByLabelText(new RegExp(t.npwp)), '12.345.678.9-012.345');
    await userEvent.click(save);
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(calls.update.at(-1)).toMatchObject({
      kind: 'KTP',
      identityCardNumber: '3174051205900001',
      taxCardNumber: '12.345.678.9-012.345',
    });
    expect(await screen.findByText('••••••••••••0001')).toBeInTheDocument();
  });

  it('KITAS switches the rule and the label (id)', async () => {
    const t = id.Documents;
    const e = id.FormErrors;
    const calls = backend();
    renderWithProviders(<DocumentsSection />, { locale: 'id' });
    await screen.findAllByText(t.empty);
    await userEvent.click(screen.getByRole('radio', { name: t.kinds.KITAS }));
    fill(screen.getByLabelText(t.kitas), '3174051205900001');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(screen.getByText(e.KITAS_FORMAT)).toBeInTheDocument();
    fill(screen.getByLabelText(new RegExp(t.npwp)), '12345');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(screen.getByText(e.NPWP_LENGTH)).toBeInTheDocument();
    expect(calls.update).toEqual([]);
  });

  it('checks the photo before sending, translates the server refusal, uploads and shows the stored photo (id)', async () => {
    const t = id.Documents;
    const calls = backend([ktp()]);
    renderWithProviders(<DocumentsSection />, { locale: 'id' });
    const card = within(await screen.findByRole('region', { name: t.identityCard }));
    const input = document.querySelector<HTMLInputElement>('[data-testid="document-file-IDENTITY_CARD"]')!;

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'ktp.pdf', { type: 'application/pdf' })] } });
    expect(card.getByText(t.uploadErrors.DOCUMENT_FILE_TYPE)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [jpegFile('big.jpg', DOCUMENT_MAX_BYTES + 1)] } });
    expect(card.getByText(t.uploadErrors.DOCUMENT_FILE_TOO_LARGE)).toBeInTheDocument();
    expect(calls.upload).toHaveLength(0);

    fireEvent.change(input, { target: { files: [jpegFile('broken.jpg')] } });
    await userEvent.click(card.getByRole('button', { name: t.upload }));
    expect(await card.findByText(t.uploadErrors.DOCUMENT_IMAGE_INVALID)).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [jpegFile('ktp.jpg')] } });
    await userEvent.click(card.getByRole('button', { name: t.upload }));
    expect(await card.findByText(t.uploaded)).toBeInTheDocument();
    const sent = calls.upload.at(-1)!;
    expect(JSON.parse(sent.get('operations') as string)).toMatchObject({
      operationName: 'CustomerUploadDocumentImage',
      variables: { type: 'IDENTITY_CARD', kind: 'KTP', file: null },
    });
    expect(JSON.parse(sent.get('map') as string)).toEqual({ 1: ['variables.file'] });
    const img = await card.findByRole('img', { name: t.photoAlt.replace('{document}', 'KTP') });
    expect(img).toHaveAttribute('src', '/api/documents/7?v=abc');
    expect(card.getByRole('link', { name: t.viewPhotoOf.replace('{document}', 'KTP') })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('a picked file the browser cannot show gets a file icon and its size in KB, not a broken image or 0.0 MB (en)', async () => {
    const t = en.Documents;
    backend([ktp()]);
    renderWithProviders(<DocumentsSection />, { locale: 'en' });
    const card = within(await screen.findByRole('region', { name: t.identityCard }));
    const input = document.querySelector<HTMLInputElement>('[data-testid="document-file-IDENTITY_CARD"]')!;
    // A PDF saved under a .jpg name passes the extension check; the server checks its content on upload.
    const pdf = new File([new Uint8Array(29 * 1024)], 'scan.jpg', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(card.getByText(t.noPreview)).toBeInTheDocument();
    expect(card.queryByRole('img', { name: t.preview })).not.toBeInTheDocument();
    expect(card.getByText(/scan\.jpg · 29 kB/)).toBeInTheDocument();
  });

  it('deletes only after confirmation (en)', async () => {
    const t = en.Documents;
    const calls = backend([ktp(true)]);
    renderWithProviders(<DocumentsSection />, { locale: 'en' });
    const card = within(await screen.findByRole('region', { name: t.identityCard }));
    const deleteButton = card.getByRole('button', { name: t.deleteOf.replace('{document}', 'KTP') });
    // The dialog's module loads on the first Delete (next/dynamic): found once it has arrived.
    await userEvent.click(deleteButton);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: t.deleteTitle })).getByRole('button', { name: t.cancel }),
    );
    expect(calls.delete).toEqual([]);
    await userEvent.click(deleteButton);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: t.deleteTitle })).getByRole('button', {
        name: t.deleteConfirm,
      }),
    );
    await waitFor(() => expect(calls.delete).toEqual([{ type: 'IDENTITY_CARD' }]));
    expect(await card.findByText(t.deleted)).toBeInTheDocument();
    expect(await card.findByText(t.empty)).toBeInTheDocument();
  });

  it('says so when the documents cannot be loaded, and retries (en)', async () => {
    const t = en.Documents;
    let fail = true;
    server.use(
      shopApi.query('CustomerDocuments', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'boom' }] })
          : HttpResponse.json({ data: { customerDocuments: [] } }),
      ),
    );
    renderWithProviders(<DocumentsSection />, { locale: 'en' });
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findAllByText(t.empty)).toHaveLength(2);
  });
});
