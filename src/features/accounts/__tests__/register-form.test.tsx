import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { RegisterForm } from '../components/register-form';

const router = mockNextRouter({});
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('../phone/firebase-sign-in', () => ({ phoneRecaptchaToken: vi.fn(async () => null) }));

const PHONE_SESSION = 'session-of-the-confirmed-number';
const okPhone = { success: true, errorCode: null, field: null, retryAfterSeconds: null };

/** The number is attached only with a confirmed code: send it, type it back, confirm (msw answers both). */
async function confirmPhone(messages: typeof en = en) {
  server.use(
    shopApi.mutation('SendOtp', () =>
      HttpResponse.json({
        data: { sendOtp: { ...okPhone, sessionInfo: PHONE_SESSION, expiresInSeconds: 300, resendAfterSeconds: 60 } },
      }),
    ),
    shopApi.mutation('VerifyOtp', () =>
      HttpResponse.json({ data: { verifyOtp: { ...okPhone, phoneNumber: '+6281234567890' } } }),
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: messages.PhoneCheck.sendCode }));
  await userEvent.type(await screen.findByLabelText(messages.PhoneLogin.code, { exact: false }), '123456');
  await userEvent.click(screen.getByRole('button', { name: messages.PhoneCheck.confirm }));
  await screen.findByText(messages.PhoneCheck.verified.replace('{phone}', '812-3456-7890'), { exact: false });
}

const fill = async (label: string, value: string) => {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
};

describe('RegisterForm', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)('shows the translated rule of each bad field and sends nothing (%s)', async (locale, messages) => {
    const t = messages.Register;
    const tf = messages.FormErrors;
    let sent = 0;
    server.use(
      shopApi.mutation('RegisterCustomer', () => {
        sent += 1;
        return HttpResponse.json({
          data: { registerCustomer: { __typename: 'RegisterCustomerSuccess', success: true, emailAddress: 'x' } },
        });
      }),
    );
    renderWithProviders(<RegisterForm />, { locale });
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    for (const label of [t.name, t.email, t.phone, t.password]) {
      expect(screen.getByLabelText(label, { exact: false, selector: 'input' })).toHaveAccessibleDescription(
        expect.stringContaining(tf.REQUIRED.replace('{field}', label)),
      );
    }

    await fill(t.name, 'Dewi <script>');
    await fill(t.email, 'dewi@alva');
    await fill(t.phone, '0812abc');
    await fill(t.password, 'short');
    await fill(t.referralCode, 'bad code!');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByText(tf.LETTERS_ONLY.replace('{field}', t.name))).toBeInTheDocument();
    expect(screen.getByText(tf.EMAIL_FORMAT.replace('{field}', t.email))).toBeInTheDocument();
    expect(screen.getByText(tf.PHONE_FORMAT.replace('{field}', t.phone))).toBeInTheDocument();
    expect(screen.getByText(tf.PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText(tf.REFERRAL_CODE_FORMAT)).toBeInTheDocument();

    await fill(t.phone, '+6591234567');
    await fill(t.name, 'دوي');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByText(tf.PHONE_COUNTRY)).toBeInTheDocument();
    expect(screen.getByText(tf.LETTERS_ONLY.replace('{field}', t.name))).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('links the privacy policy and terms of use, in a new tab (%s)', (locale, m) => {
    renderWithProviders(<RegisterForm />, { locale });
    const name = /<link>(.*)<\/link>/.exec(m.Register.terms)![1];
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/privacy-policy-term-of-use$/));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says "already registered" on leaving the e-mail field, and shows server field codes', async () => {
    const t = en.Register;
    server.use(
      shopApi.mutation('CustomerCheckIfEmailIsNotRegistered', ({ variables }) =>
        HttpResponse.json({
          data: {
            customerCheckIfEmailIsNotRegistered:
              variables.email === 'taken@alva.example'
                ? { success: false, message: 'x', errorCode: 'EMAIL_ADDRESS_CONFLICT' }
                : { success: true, message: 'x', errorCode: null },
          },
        }),
      ),
      shopApi.mutation('RegisterCustomer', () =>
        HttpResponse.json({
          data: {
            registerCustomer: {
              __typename: 'AccountInputError',
              errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT',
              message: 'x',
              fieldErrors: [{ field: 'phoneNumber', code: 'PHONE_LENGTH' }],
            },
          },
        }),
      ),
    );
    renderWithProviders(<RegisterForm />);
    await fill(t.email, 'taken@alva.example');
    await userEvent.tab();
    expect(await screen.findByText(t.emailRegistered)).toBeInTheDocument();
    await fill(t.email, 'free@alva.example');
    await userEvent.tab();
    expect(await screen.findByText(t.emailNotRegistered)).toBeInTheDocument();

    await fill(t.name, 'Dewi Lestari');
    await fill(t.phone, '81234567890');
    await fill(t.password, 'Motor2026ok');
    await confirmPhone();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    // The server's code on its field, which gets the focus.
    const phone = screen.getByLabelText(t.phone, { exact: false, selector: 'input' });
    expect(await screen.findByText(en.FormErrors.PHONE_LENGTH.replace('{field}', t.phone))).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(en.FormErrors.PHONE_LENGTH.replace('{field}', t.phone));
    expect(phone).toHaveFocus();
  });

  it('after sign-up says to check the e-mail, and sends the referral code and WEBSITE', async () => {
    const t = id.Register;
    let input: Record<string, unknown> | undefined;
    server.use(
      shopApi.mutation('CustomerCheckIfEmailIsNotRegistered', () =>
        HttpResponse.json({
          data: { customerCheckIfEmailIsNotRegistered: { success: true, message: 'x', errorCode: null } },
        }),
      ),
      shopApi.mutation('RegisterCustomer', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({
          data: {
            registerCustomer: {
              __typename: 'RegisterCustomerSuccess',
              success: true,
              emailAddress: 'dewi@alva.example',
            },
          },
        });
      }),
    );
    router.query = { ref: 'RIDER_42' };
    renderWithProviders(<RegisterForm />, { locale: 'id' });
    expect(await screen.findByDisplayValue('RIDER_42')).toBeInTheDocument();
    await fill(t.name, "Siti Nur'aini");
    await fill(t.email, 'Dewi@Alva.example');
    await fill(t.phone, '0812 3456 7890');
    await fill(t.password, 'Motor2026ok');
    await confirmPhone(id);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.successBody.replace('{email}', 'dewi@alva.example'))).toBeInTheDocument();
    expect(input).toMatchObject({
      name: "Siti Nur'aini",
      emailAddress: 'dewi@alva.example',
      phoneNumber: '+6281234567890',
      phoneSessionInfo: PHONE_SESSION,
      referralCode: 'RIDER_42',
      sourceRegistration: 'WEBSITE',
    });
    router.query = {};
  });

  it('explains a rate limit', async () => {
    server.use(
      shopApi.mutation('RegisterCustomer', () =>
        HttpResponse.json({
          data: {
            registerCustomer: {
              __typename: 'AccountRateLimitedError',
              errorCode: 'EMAIL_ACCOUNT_RATE_LIMITED',
              message: 'x',
              retryAfterSeconds: 60,
            },
          },
        }),
      ),
      shopApi.mutation('CustomerCheckIfEmailIsNotRegistered', () =>
        HttpResponse.json({
          data: { customerCheckIfEmailIsNotRegistered: { success: true, message: 'x', errorCode: null } },
        }),
      ),
    );
    const t = en.Register;
    renderWithProviders(<RegisterForm />);
    await fill(t.name, 'Dewi Lestari');
    await fill(t.email, 'dewi@alva.example');
    await fill(t.phone, '81234567890');
    await fill(t.password, 'Motor2026ok');
    await confirmPhone();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(en.AccountForm.tooManyAttempts)).toBeInTheDocument();
  });

  it('refuses to send a number nobody confirmed with a code, saying so on the phone field', async () => {
    let sent = 0;
    server.use(
      shopApi.mutation('RegisterCustomer', () => {
        sent += 1;
        return HttpResponse.json({
          data: { registerCustomer: { __typename: 'RegisterCustomerSuccess', success: true, emailAddress: 'x' } },
        });
      }),
      shopApi.mutation('CustomerCheckIfEmailIsNotRegistered', () =>
        HttpResponse.json({
          data: { customerCheckIfEmailIsNotRegistered: { success: true, message: 'x', errorCode: null } },
        }),
      ),
    );
    const t = id.Register;
    renderWithProviders(<RegisterForm />, { locale: 'id' });
    await fill(t.name, 'Dewi Lestari');
    await fill(t.email, 'dewi@alva.example');
    await fill(t.phone, '81234567890');
    await fill(t.password, 'Motor2026ok');
    expect(screen.getByText(id.PhoneCheck.intro)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(id.FormErrors.PHONE_NOT_VERIFIED)).toBeInTheDocument();
    expect(sent).toBe(0);
  });
});
