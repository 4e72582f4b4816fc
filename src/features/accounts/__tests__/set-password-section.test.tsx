import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { saveSessionToken } from '@/lib/cookies';
import { SetPasswordSection } from '../components/set-password-section';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input whose label starts with `label` ("New password" is not "Retype new password"). */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}`, 'i'), { selector: 'input' });
const fill = async (label: string, value: string) => {
  await userEvent.clear(input(label));
  if (value) await userEvent.type(input(label), value);
};

function answer(setAccountPassword: Record<string, unknown>) {
  const sent: string[] = [];
  server.use(
    shopApi.mutation('SetAccountPassword', ({ variables }) => {
      sent.push(variables.newPassword as string);
      return HttpResponse.json({ data: { setAccountPassword } });
    }),
  );
  return sent;
}

describe('SetPasswordSection (a phone sign-up has no current password)', () => {
  // The forms send their requests with the signed-in customer's session.
  beforeEach(() => saveSessionToken('session-1'));

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('asks for no current password; checks, then sets it (%s)', async (locale, m) => {
    const t = m.Password;
    const sent = answer({ __typename: 'AccountActionSuccess', success: true });
    renderWithProviders(<SetPasswordSection confirmedEmail="budi@alva.example" pendingEmail={null} />, { locale });
    expect(screen.getByRole('heading', { name: t.setTitle })).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${escape(t.currentPassword)}`))).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.setSubmit }));
    expect(await screen.findByText(m.FormErrors.REQUIRED.replace('{field}', t.newPassword))).toBeInTheDocument();
    expect(input(t.newPassword)).toHaveFocus();

    await fill(t.newPassword, 'onlyletters');
    await fill(t.retypePassword, 'onlyletters');
    await userEvent.click(screen.getByRole('button', { name: t.setSubmit }));
    expect(await screen.findByText(m.FormErrors.PASSWORD_WEAK)).toBeInTheDocument();

    await fill(t.newPassword, 'Budi2026pass');
    await fill(t.retypePassword, 'Budi2026pasz');
    expect(await screen.findByText(m.FormErrors.PASSWORD_MISMATCH)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fill(t.retypePassword, 'Budi2026pass');
    await userEvent.click(screen.getByRole('button', { name: t.setSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.setDone.replace('{email}', 'budi@alva.example'));
    expect(sent).toEqual(['Budi2026pass']);
  });

  it('without a confirmed e-mail address says to add one first and shows no form', () => {
    renderWithProviders(<SetPasswordSection confirmedEmail={null} pendingEmail={null} />, { locale: 'id' });
    expect(screen.getByText(id.Password.setNeedsEmail)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: id.Password.setSubmit })).not.toBeInTheDocument();
  });

  it('names the address waiting for its confirmation link', () => {
    renderWithProviders(<SetPasswordSection confirmedEmail={null} pendingEmail="budi.new@alva.example" />);
    expect(
      screen.getByText(en.Password.setNeedsConfirmation.replace('{email}', 'budi.new@alva.example')),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal on the field", async () => {
    answer({
      __typename: 'AccountInputError',
      fieldErrors: [{ field: 'newPassword', code: 'EMAIL_NEEDED_FOR_PASSWORD' }],
    });
    renderWithProviders(<SetPasswordSection confirmedEmail="budi@alva.example" pendingEmail={null} />);
    await fill(en.Password.newPassword, 'Budi2026pass');
    await fill(en.Password.retypePassword, 'Budi2026pass');
    await userEvent.click(screen.getByRole('button', { name: en.Password.setSubmit }));
    expect(await screen.findByText(en.FormErrors.EMAIL_NEEDED_FOR_PASSWORD)).toBeInTheDocument();
    expect(input(en.Password.newPassword)).toHaveAttribute('aria-invalid', 'true');
  });
});
