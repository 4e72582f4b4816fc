import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { saveSessionToken } from '@/lib/cookies';
import { ChangePasswordSection } from '../components/change-password-section';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input whose label starts with `label` ("New password" is not "Retype new password"). */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}`, 'i'), { selector: 'input' });
const fill = async (label: string, value: string) => {
  const field = input(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
};

const answer = (resetOldPassword: Record<string, unknown>) =>
  shopApi.mutation('ResetOldPassword', () => HttpResponse.json({ data: { resetOldPassword } }));

describe('ChangePasswordSection', () => {
  // The forms send their requests with the signed-in customer's session.
  beforeEach(() => saveSessionToken('session-1'));

  it('is not shown to Google accounts', () => {
    renderWithProviders(<ChangePasswordSection isGoogleAccount />);
    expect(screen.queryByRole('heading', { name: en.Password.changeTitle })).not.toBeInTheDocument();
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('checks the fields before sending (%s)', async (locale, messages) => {
    const t = messages.Password;
    const tf = messages.FormErrors;
    let sent = 0;
    server.use(
      shopApi.mutation('ResetOldPassword', () => {
        sent += 1;
        return HttpResponse.json({ data: { resetOldPassword: { __typename: 'AccountActionSuccess', success: true } } });
      }),
    );
    renderWithProviders(<ChangePasswordSection isGoogleAccount={false} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    for (const label of [t.currentPassword, t.newPassword, t.retypePassword]) {
      expect(input(label)).toHaveAccessibleDescription(tf.REQUIRED.replace('{field}', label));
    }

    await fill(t.currentPassword, 'Old2026pass');
    await fill(t.newPassword, 'Old2026pass');
    await fill(t.retypePassword, 'Old2026pass');
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    expect(screen.getByText(tf.PASSWORD_SAME_AS_OLD)).toBeInTheDocument();

    await fill(t.newPassword, 'New2026pass');
    await fill(t.retypePassword, 'New2026pasz');
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    // SPEC §5 wording.
    expect(screen.getByText(tf.PASSWORD_MISMATCH)).toBeInTheDocument();

    await fill(t.newPassword, 'onlyletters');
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    expect(screen.getByText(tf.PASSWORD_WEAK)).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('says when the current password is wrong, and when it changed', async () => {
    const t = en.Password;
    server.use(
      answer({
        __typename: 'InvalidCredentialsError',
        errorCode: 'INVALID_CREDENTIALS_ERROR',
        message: 'x',
        authenticationError: 'WRONG_PASSWORD',
      }),
    );
    renderWithProviders(<ChangePasswordSection isGoogleAccount={false} />);
    await fill(t.currentPassword, 'Wrong2026pass');
    await fill(t.newPassword, 'New2026pass');
    await fill(t.retypePassword, 'New2026pass');
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    expect(await screen.findByText(t.wrongOld)).toBeInTheDocument();

    server.use(answer({ __typename: 'AccountActionSuccess', success: true }));
    await fill(t.currentPassword, 'Right2026pass');
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    expect(await screen.findByText(t.changeDone)).toBeInTheDocument();
    expect(input(t.currentPassword)).toHaveValue('');
  });

  it('translates server field codes and the rate limit', async () => {
    const t = id.Password;
    server.use(
      answer({
        __typename: 'AccountInputError',
        errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT',
        message: 'x',
        fieldErrors: [{ field: 'oldPassword', code: 'NO_PASSWORD_ACCOUNT' }],
      }),
    );
    renderWithProviders(<ChangePasswordSection isGoogleAccount={false} />, { locale: 'id' });
    await fill(t.currentPassword, 'Any2026pass');
    await fill(t.newPassword, 'New2026pass');
    await fill(t.retypePassword, 'New2026pass');
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    expect(await screen.findByText(id.FormErrors.NO_PASSWORD_ACCOUNT)).toBeInTheDocument();
    // On the field it is about, which gets the focus.
    expect(input(t.currentPassword)).toHaveAccessibleDescription(id.FormErrors.NO_PASSWORD_ACCOUNT);
    expect(input(t.currentPassword)).toHaveFocus();

    server.use(
      answer({
        __typename: 'AccountRateLimitedError',
        errorCode: 'EMAIL_ACCOUNT_RATE_LIMITED',
        message: 'x',
        retryAfterSeconds: 60,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: t.changeSubmit }));
    expect(await screen.findByText(id.AccountForm.tooManyAttempts)).toBeInTheDocument();
  });
});
