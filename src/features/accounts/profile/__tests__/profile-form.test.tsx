import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../messages/en.json';
import id from '../../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { saveSessionToken } from '@/lib/cookies';
import { type EditableProfile, ProfileForm } from '../profile-form';

const profile: EditableProfile = {
  id: '7',
  name: 'Dewi Lestari',
  emailAddress: 'dewi@alva.example',
  phoneNumber: '+6281234567890',
  selectedLanguage: 'en',
  notificationChannel: 'WHATSAPP',
  photoURL: null,
  birthDate: '1990-03-12T00:00:00.000Z',
  gender: 'FEMALE',
  emailVerified: true,
  pendingEmailAddress: null,
  isGoogleAccount: false,
  occupation: 'ENTREPRENEUR',
};

const fill = (s: string, field: string) => s.replace('{field}', field);

function answer(result: Record<string, unknown>) {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    shopApi.mutation('UpdateProfileCustomer', ({ variables }) => {
      calls.push(variables.input);
      return HttpResponse.json({ data: { updateProfileCustomer: result } });
    }),
  );
  return calls;
}

vi.mock('../../phone/firebase-sign-in', () => ({ phoneRecaptchaToken: vi.fn(async () => null) }));

describe('ProfileForm', () => {
  // The forms send their requests with the signed-in customer's session.
  beforeEach(() => saveSessionToken('session-1'));

  it('prefills the stored profile', () => {
    answer({});
    renderWithProviders(<ProfileForm profile={profile} onSaved={() => undefined} />);
    const t = en.Profile;
    expect(screen.getByLabelText(new RegExp(`^${t.name}`))).toHaveValue('Dewi Lestari');
    expect(screen.getByLabelText(new RegExp(`^${t.phone}`))).toHaveValue('81234567890');
    expect(screen.getByRole('radio', { name: t.genders.FEMALE })).toBeChecked();
    expect(screen.getByLabelText(en.ProfileForm.day)).toHaveValue('12');
    expect(screen.getByLabelText(en.ProfileForm.month)).toHaveValue('3');
    expect(screen.getByLabelText(en.ProfileForm.year)).toHaveValue('1990');
    expect(screen.getByLabelText(new RegExp(`^${t.occupation}`))).toHaveValue('ENTREPRENEUR');
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('refuses bad input locally with translated messages, sending nothing (%s)', async (locale, m) => {
    const t = m.Profile;
    const e = m.FormErrors;
    const calls = answer({});
    renderWithProviders(<ProfileForm profile={profile} onSaved={() => undefined} />, { locale });
    const name = screen.getByLabelText(new RegExp(`^${t.name}`));
    const phone = screen.getByLabelText(new RegExp(`^${t.phone}`));
    const email = screen.getByLabelText(new RegExp(`^${t.email}`));
    const save = screen.getByRole('button', { name: m.ProfileForm.save });

    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.clear(phone);
    await userEvent.selectOptions(screen.getByLabelText(m.ProfileForm.day), '');
    await userEvent.selectOptions(screen.getByLabelText(new RegExp(`^${t.occupation}`)), '');
    await userEvent.click(save);
    // One rule for name, e-mail and phone (contact-rules.ts): a blank one is "required", as on sign-up.
    expect(name).toHaveAccessibleDescription(fill(e.REQUIRED, t.name));
    expect(email).toHaveAccessibleDescription(fill(e.REQUIRED, t.email));
    expect(phone).toHaveAccessibleDescription(fill(e.REQUIRED, t.phone));
    expect(screen.getByText(e.BIRTH_DATE_INCOMPLETE)).toBeInTheDocument();
    expect(screen.getByText(e.OCCUPATION_REQUIRED)).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(name, 'Dewi <script>');
    await userEvent.type(email, 'dewi@alva');
    await userEvent.type(phone, '+6591234567');
    await userEvent.selectOptions(screen.getByLabelText(m.ProfileForm.day), '31');
    await userEvent.selectOptions(screen.getByLabelText(m.ProfileForm.month), '2');
    await userEvent.click(save);
    expect(screen.getByText(fill(e.LETTERS_ONLY, t.name))).toBeInTheDocument();
    expect(screen.getByText(fill(e.EMAIL_FORMAT, t.email))).toBeInTheDocument();
    expect(screen.getByText(e.PHONE_COUNTRY)).toBeInTheDocument();
    expect(screen.getByText(e.BIRTH_DATE_INVALID)).toBeInTheDocument();

    await userEvent.clear(phone);
    await userEvent.type(phone, '0812abc');
    await userEvent.click(save);
    expect(screen.getByText(fill(e.PHONE_FORMAT, t.phone))).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '81234');
    await userEvent.click(save);
    expect(screen.getByText(fill(e.PHONE_LENGTH, t.phone))).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)("shows the server's field codes as translated messages (%s)", async (locale, m) => {
    const calls = answer({
      __typename: 'ProfileValidationError',
      errorCode: 'PROFILE_INVALID_INPUT',
      message: 'Invalid input',
      fieldErrors: [
        { field: 'emailAddress', code: 'EMAIL_ADDRESS_CONFLICT' },
        { field: 'phoneNumber', code: 'PHONE_CONFLICT' },
        { field: 'name', code: 'SOMETHING_NEW' },
      ],
    });
    renderWithProviders(<ProfileForm profile={profile} onSaved={() => undefined} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: m.ProfileForm.save }));
    // Each code on its field (an unknown one reads as "not valid"); the first of them gets the focus.
    const email = screen.getByLabelText(new RegExp(`^${m.Profile.email}`));
    expect(await screen.findByText(m.FormErrors.EMAIL_ADDRESS_CONFLICT)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(m.FormErrors.EMAIL_ADDRESS_CONFLICT);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(new RegExp(`^${m.Profile.phone}`))).toHaveAccessibleDescription(
      m.FormErrors.PHONE_CONFLICT,
    );
    expect(screen.getByLabelText(new RegExp(`^${m.Profile.name}`))).toHaveAccessibleDescription(
      fill(m.FormErrors.INVALID_VALUE, m.Profile.name),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(m.ProfileForm.fixErrors);
    expect(calls[0]).toEqual({
      name: 'Dewi Lestari',
      emailAddress: 'dewi@alva.example',
      phoneNumber: '81234567890',
      gender: 'FEMALE',
      birthDate: '1990-3-12',
      occupation: 'ENTREPRENEUR',
    });
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('a phone-only account saves its details without adding an e-mail address (%s)', async (locale, m) => {
    const phoneOnly = {
      ...profile,
      emailAddress: 'uid123@phone.alva.invalid',
      emailVerified: false,
    };
    const calls = answer({
      __typename: 'ProfileCustomerUpdated',
      emailChanged: false,
      profile: { ...phoneOnly, name: 'Dewi Lestari Putri' },
    });
    renderWithProviders(<ProfileForm profile={phoneOnly} onSaved={() => undefined} />, { locale });
    const email = screen.getByLabelText(new RegExp(`^${m.Profile.email}`));
    // The placeholder address is never shown, and the field is optional here.
    expect(email).toHaveValue('');
    expect(email).not.toBeRequired();
    expect(screen.getByText(m.ProfileForm.emailOptionalHint)).toBeInTheDocument();
    const name = screen.getByLabelText(new RegExp(`^${m.Profile.name}`));
    await userEvent.clear(name);
    await userEvent.type(name, 'Dewi Lestari Putri');
    await userEvent.click(screen.getByRole('button', { name: m.ProfileForm.save }));
    expect(await screen.findByText(m.ProfileForm.saved)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).not.toHaveProperty('emailAddress');
    expect(calls[0]).toMatchObject({ name: 'Dewi Lestari Putri' });
  });

  it('an e-mail change waits for confirmation: the form keeps the current address and names the pending one', async () => {
    const saved = { ...profile, pendingEmailAddress: 'dewi.new@alva.example' };
    answer({ __typename: 'ProfileCustomerUpdated', emailChanged: true, profile: saved });
    const onSaved = vi.fn();
    renderWithProviders(<ProfileForm profile={profile} onSaved={onSaved} />, { locale: 'id' });
    const email = screen.getByLabelText(new RegExp(`^${id.Profile.email}`));
    await userEvent.clear(email);
    await userEvent.type(email, 'dewi.new@alva.example');
    await userEvent.click(screen.getByRole('button', { name: id.ProfileForm.save }));
    expect(
      await screen.findByText(
        id.ProfileForm.savedEmailChanged
          .replace('{email}', 'dewi.new@alva.example')
          .replace('{current}', profile.emailAddress),
      ),
    ).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ emailAddress: profile.emailAddress }));
    expect(email).toHaveValue(profile.emailAddress);
  });

  it('a new phone number is sent only with a confirmed code to it', async () => {
    const calls = answer({ __typename: 'ProfileCustomerUpdated', emailChanged: false, profile });
    server.use(
      shopApi.mutation('SendOtp', () =>
        HttpResponse.json({
          data: {
            sendOtp: {
              success: true,
              errorCode: null,
              field: null,
              retryAfterSeconds: null,
              sessionInfo: 'session-new-number',
              expiresInSeconds: 300,
              resendAfterSeconds: 60,
            },
          },
        }),
      ),
      shopApi.mutation('VerifyOtp', () =>
        HttpResponse.json({
          data: {
            verifyOtp: {
              success: true,
              errorCode: null,
              field: null,
              retryAfterSeconds: null,
              phoneNumber: '+6281399998888',
            },
          },
        }),
      ),
    );
    renderWithProviders(<ProfileForm profile={profile} onSaved={() => undefined} />);
    const phone = screen.getByLabelText(new RegExp(`^${en.Profile.phone}`));
    await userEvent.clear(phone);
    await userEvent.type(phone, '81399998888');
    await userEvent.click(screen.getByRole('button', { name: en.ProfileForm.save }));
    expect(screen.getByText(en.FormErrors.PHONE_NOT_VERIFIED)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: en.PhoneCheck.sendCode }));
    await userEvent.type(await screen.findByLabelText(en.PhoneLogin.code, { exact: false }), '123456');
    await userEvent.click(screen.getByRole('button', { name: en.PhoneCheck.confirm }));
    await screen.findByText(en.PhoneCheck.verified.replace('{phone}', '+62 813-9999-8888'));
    await userEvent.click(screen.getByRole('button', { name: en.ProfileForm.save }));
    await screen.findByText(en.ProfileForm.saved);
    expect(calls[0]).toMatchObject({ phoneNumber: '81399998888', phoneSessionInfo: 'session-new-number' });
  });

  it('a failed request says so next to the button', async () => {
    server.use(shopApi.mutation('UpdateProfileCustomer', () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
    renderWithProviders(<ProfileForm profile={profile} onSaved={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: en.ProfileForm.save }));
    const form = screen.getByRole('form');
    expect(await within(form).findByText(en.ProfileForm.system)).toBeInTheDocument();
  });
});
