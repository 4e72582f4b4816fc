import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { PhoneLoginForm } from '../components/phone-login-form';
import { SignInError } from '../sign-in';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const firebase = vi.hoisted(() => ({
  signInWithPhoneCustomToken: vi.fn(async () => undefined),
  phoneRecaptchaToken: vi.fn(async () => null),
}));
vi.mock('../phone/firebase-sign-in', () => firebase);

const SESSION = 'session-info-from-firebase';
const ok = { success: true, errorCode: null, field: null, retryAfterSeconds: null };

interface Calls {
  send: Record<string, unknown>[];
  verify: Record<string, unknown>[];
  login: Record<string, unknown>[];
}

/** msw handlers for the four operations; `answers` override the happy path. */
function handlers(answers: { send?: object[]; verify?: object[]; login?: object; registered?: boolean } = {}): Calls {
  const calls: Calls = { send: [], verify: [], login: [] };
  server.use(
    shopApi.mutation('SendOtp', ({ variables }) => {
      calls.send.push(variables);
      const answer = answers.send?.[calls.send.length - 1] ?? {
        ...ok,
        sessionInfo: SESSION,
        expiresInSeconds: 300,
        resendAfterSeconds: 60,
      };
      return HttpResponse.json({
        data: { sendOtp: { sessionInfo: null, expiresInSeconds: null, resendAfterSeconds: null, ...answer } },
      });
    }),
    shopApi.query('CustomerCheckIfPhoneNumberIsNotRegistered', () =>
      HttpResponse.json({
        data: {
          customerCheckIfPhoneNumberIsNotRegistered: {
            ...ok,
            success: !answers.registered,
            errorCode: answers.registered ? 'PHONE_ALREADY_REGISTERED' : null,
            isRegistered: !!answers.registered,
          },
        },
      }),
    ),
    shopApi.mutation('VerifyOtp', ({ variables }) => {
      calls.verify.push(variables);
      const answer = answers.verify?.[calls.verify.length - 1] ?? { ...ok, phoneNumber: variables.phoneNumber };
      return HttpResponse.json({ data: { verifyOtp: { phoneNumber: null, ...answer } } });
    }),
    shopApi.mutation('AutoLoginByPhoneNumber', ({ variables }) => {
      calls.login.push(variables);
      return HttpResponse.json({
        data: {
          autoLoginByPhoneNumber: answers.login ?? { ...ok, customToken: 'custom-token', isNewCustomer: true },
        },
      });
    }),
  );
  return calls;
}

async function sendCode(t: typeof en.PhoneLogin, national: string) {
  await userEvent.clear(screen.getByLabelText(new RegExp(t.phone)));
  await userEvent.type(screen.getByLabelText(new RegExp(t.phone)), national);
  await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
}

beforeEach(() => {
  router.push.mockClear();
  firebase.signInWithPhoneCustomToken.mockClear();
});

describe('PhoneLoginForm', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)('refuses bad numbers with the translated message and sends nothing (%s)', async (locale, m) => {
    const t = m.PhoneLogin;
    const calls = handlers();
    renderWithProviders(<PhoneLoginForm />, { locale });
    const notNumeric = t.errors.PHONE_NOT_NUMERIC.replace('{field}', t.phoneFieldName);
    await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
    expect(screen.getByText(t.errors.PHONE_REQUIRED)).toBeInTheDocument();
    for (const [value, message] of [
      ['abcdefghijk', notNumeric],
      ['812-abc-5678', notNumeric],
      ['<script>', notNumeric],
      ['812😀3456789', notNumeric],
      ['+16505551234', t.errors.PHONE_INVALID_FORMAT],
      ['+6591234567', t.errors.PHONE_INVALID_FORMAT],
      ['81234567', t.errors.PHONE_INVALID_FORMAT],
      ['8123456789012345', t.errors.PHONE_INVALID_FORMAT],
    ]) {
      await sendCode(t, value);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(new RegExp(t.phone))).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(new RegExp(t.phone))).toHaveFocus();
    }
    expect(calls.send).toHaveLength(0);
  });

  it('sends the code to +62…, refuses bad codes locally, signs in with the right one and goes home', async () => {
    const t = en.PhoneLogin;
    const calls = handlers();
    renderWithProviders(<PhoneLoginForm />);
    await sendCode(t, '0812-3456-7890');
    const sentTo = t.codeSentTo.replace('{phone}', '+62 812-3456-7890');
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === sentTo)).toBeInTheDocument();
    expect(calls.send).toEqual([{ phoneNumber: '+6281234567890', recaptchaToken: null }]);
    expect(await screen.findByText(t.notRegistered)).toBeInTheDocument();
    const code = screen.getByLabelText(new RegExp(t.code));
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    for (const [value, message] of [
      ['', t.errors.CODE_REQUIRED],
      ['12345', t.errors.CODE_INVALID_FORMAT],
      ['12a456', t.errors.CODE_INVALID_FORMAT],
      ['١٢٣٤٥٦', t.errors.CODE_INVALID_FORMAT],
    ]) {
      await userEvent.clear(code);
      if (value) await userEvent.type(code, value);
      await userEvent.click(screen.getByRole('button', { name: t.verify }));
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(calls.verify).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: t.verify }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/'), { timeout: 5000 });
    expect(calls.verify).toEqual([{ sessionInfo: SESSION, code: '123456' }]);
    expect(calls.login).toEqual([
      expect.objectContaining({ phoneNumber: '+6281234567890', sessionInfo: SESSION, sourceRegistration: 'WEBSITE' }),
    ]);
    expect(firebase.signInWithPhoneCustomToken).toHaveBeenCalledWith(expect.anything(), 'custom-token');
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('translates the server’s answers (%s)', async (locale, m) => {
    const t = m.PhoneLogin;
    handlers({
      send: [
        { success: false, errorCode: 'PHONE_INVALID_FORMAT', field: 'phoneNumber' },
        { success: false, errorCode: 'TOO_MANY_ATTEMPTS', field: null, retryAfterSeconds: 1800 },
      ],
      verify: [
        { success: false, errorCode: 'INVALID_CODE', field: 'code' },
        { success: false, errorCode: 'TOO_MANY_ATTEMPTS', field: null, retryAfterSeconds: 90 },
      ],
      registered: true,
    });
    renderWithProviders(<PhoneLoginForm />, { locale });
    // The server refuses what the form accepted: shown on the field.
    await sendCode(t, '81234567890');
    expect(await screen.findByText(t.errors.PHONE_INVALID_FORMAT)).toBeInTheDocument();
    await sendCode(t, '81234567890');
    const minutes =
      locale === 'en'
        ? 'Too many attempts. Please try again in 30 minutes.'
        : t.errors.TOO_MANY_ATTEMPTS.replace('{minutes}', '30');
    expect(await screen.findByRole('alert')).toHaveTextContent(minutes);
    // Third time lucky.
    await sendCode(t, '81234567890');
    expect(await screen.findByText(t.registered)).toBeInTheDocument();
    const code = screen.getByLabelText(new RegExp(t.code));
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByText(t.errors.INVALID_CODE)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: t.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      locale === 'en'
        ? 'Too many attempts. Please try again in 2 minutes.'
        : t.errors.TOO_MANY_ATTEMPTS.replace('{minutes}', '2'),
    );
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows the sign-in message when Firebase refuses the custom token, and stays on the page', async () => {
    handlers();
    firebase.signInWithPhoneCustomToken.mockRejectedValueOnce(new SignInError('serviceError'));
    renderWithProviders(<PhoneLoginForm />);
    await sendCode(en.PhoneLogin, '81234567890');
    await userEvent.type(await screen.findByLabelText(new RegExp(en.PhoneLogin.code)), '123456');
    await userEvent.click(screen.getByRole('button', { name: en.PhoneLogin.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Login.serviceError);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('asks for a new code when the verified session is gone', async () => {
    handlers({
      login: {
        success: false,
        errorCode: 'PHONE_NOT_VERIFIED',
        field: 'sessionInfo',
        retryAfterSeconds: null,
        customToken: null,
        isNewCustomer: null,
      },
    });
    renderWithProviders(<PhoneLoginForm />);
    await sendCode(en.PhoneLogin, '81234567890');
    await userEvent.type(await screen.findByLabelText(new RegExp(en.PhoneLogin.code)), '123456');
    await userEvent.click(screen.getByRole('button', { name: en.PhoneLogin.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.PhoneLogin.errors.PHONE_NOT_VERIFIED);
  });

  it('"Change number" goes back to the number with the keyboard focus on it', async () => {
    handlers();
    renderWithProviders(<PhoneLoginForm />);
    await sendCode(en.PhoneLogin, '81234567890');
    await userEvent.click(await screen.findByRole('button', { name: en.PhoneLogin.changeNumber }));
    await vi.waitFor(() => expect(screen.getByLabelText(new RegExp(en.PhoneLogin.phone))).toHaveFocus());
  });

  it('"Change number" and the same number again go back to the code already sent, without asking for a new one', async () => {
    const calls = handlers();
    renderWithProviders(<PhoneLoginForm />, { locale: 'id' });
    await sendCode(id.PhoneLogin, '81234567890');
    await userEvent.click(await screen.findByRole('button', { name: id.PhoneLogin.changeNumber }));
    await sendCode(id.PhoneLogin, '81234567890');
    expect(await screen.findByLabelText(id.PhoneLogin.code, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/\d+ (seconds|detik)/)).not.toBeInTheDocument();
    expect(calls.send).toHaveLength(1);
  });
});
