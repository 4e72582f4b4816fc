import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../messages/en.json';
import id from '../../../../../messages/id.json';
import { publicEnv } from '@/config/env';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { saveSessionToken } from '@/lib/cookies';
import type { EditableProfile } from '../profile-form';
import { ProfilePhoto } from '../profile-photo';

const profile: EditableProfile = {
  id: '7',
  name: 'Dewi Lestari',
  emailAddress: 'dewi@alva.example',
  phoneNumber: null,
  selectedLanguage: null,
  notificationChannel: 'WHATSAPP',
  photoURL: null,
  birthDate: null,
  gender: null,
  emailVerified: true,
  pendingEmailAddress: null,
  isGoogleAccount: false,
  occupation: null,
};

/** The upload goes multipart over XMLHttpRequest; answer it like the shop API does. */
function answerUpload(result: Record<string, unknown>) {
  const bodies: string[] = [];
  server.use(
    http.post(`${publicEnv.shopApiUrl}`, async ({ request }) => {
      bodies.push(await request.text());
      return HttpResponse.json({ data: { uploadProfilePhoto: result } });
    }),
  );
  return bodies;
}

describe('ProfilePhoto', () => {
  // The forms send their requests with the signed-in customer's session.
  beforeEach(() => saveSessionToken('session-1'));

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('refuses a wrong type or a too-large file before sending it (%s)', async (locale, m) => {
    const bodies = answerUpload({});
    renderWithProviders(<ProfilePhoto profile={profile} onSaved={() => undefined} />, { locale });
    const input = screen.getByLabelText(m.ProfileForm.uploadPhoto);
    await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(m.ProfileForm.photoErrors.FILE_TYPE);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent(m.ProfileForm.photoErrors.FILE_TOO_LARGE.replace('{max}', '5'));
    expect(bodies).toHaveLength(0);
  });

  it("uploads a photo as a GraphQL multipart request and shows the server's refusal", async () => {
    const bodies = answerUpload({
      __typename: 'ProfilePhotoError',
      errorCode: 'PROFILE_PHOTO_INVALID',
      message: 'x',
      code: 'FILE_CONTENT',
      maxBytes: 5242880,
    });
    renderWithProviders(<ProfilePhoto profile={profile} onSaved={() => undefined} />);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(en.ProfileForm.uploadPhoto), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.ProfileForm.photoErrors.FILE_CONTENT);
    expect(bodies[0]).toContain('"operationName":"UploadProfilePhoto"');
    expect(bodies[0]).toContain('{"0":["variables.file"]}');
  });

  it('shows the new photo when the upload is stored', async () => {
    answerUpload({ __typename: 'ProfileCustomerUpdated', profile: { ...profile, photoURL: '/api/profile/photo/abc' } });
    const onSaved = vi.fn();
    renderWithProviders(<ProfilePhoto profile={profile} onSaved={onSaved} />);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(en.ProfileForm.uploadPhoto), file);
    expect(await screen.findByText(en.ProfileForm.photoSaved)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ photoURL: '/api/profile/photo/abc' }));
  });
});
