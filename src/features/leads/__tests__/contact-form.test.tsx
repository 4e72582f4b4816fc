import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { errorText } from '@/testing/form-errors';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from '../components/contact-form';
import { LazyContactForm } from '../components/lazy-lead-forms';

function handle() {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    shopApi.mutation('SubmitContactMessage', ({ variables }) => {
      calls.push(variables.input);
      return HttpResponse.json({
        data: { submitContactMessage: { __typename: 'LeadReceipt', id: '3', createdAt: '2026-11-22T03:00:00.000Z' } },
      });
    }),
  );
  return calls;
}

describe('ContactForm', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'refuses bad input with translated messages, then sends a good message (%s)',
    async (locale, m) => {
      const t = m.Contact;
      const calls = handle();
      renderWithProviders(<ContactForm />, { locale });
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      for (const label of [t.name, t.email, t.phone, t.topic, t.message]) {
        expect(screen.getByText(errorText(m, 'REQUIRED', label))).toBeInTheDocument();
      }
      expect(screen.getByLabelText(new RegExp(`^${t.name}`))).toHaveFocus();

      await userEvent.type(screen.getByLabelText(new RegExp(`^${t.name}`)), 'Rudi');
      await userEvent.type(screen.getByLabelText(new RegExp(t.email)), 'rudi@example');
      await userEvent.type(screen.getByLabelText(new RegExp(t.phone)), '81298765432');
      await userEvent.selectOptions(screen.getByLabelText(new RegExp(t.topic)), 'battery');
      await userEvent.type(screen.getByLabelText(new RegExp(`^${t.message}`)), 'Hi');
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(errorText(m, 'EMAIL_FORMAT', t.email))).toBeInTheDocument();
      expect(screen.getByText(errorText(m, 'TOO_SHORT', t.message))).toBeInTheDocument();
      expect(screen.getByLabelText(new RegExp(t.email))).toHaveFocus();
      expect(calls).toHaveLength(0);

      await userEvent.clear(screen.getByLabelText(new RegExp(t.email)));
      await userEvent.type(screen.getByLabelText(new RegExp(t.email)), 'rudi@example.com');
      await userEvent.click(screen.getByLabelText(new RegExp(`^${t.message}`)));
      await userEvent.paste(' there, how much is a swap pass?');
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByText(t.success)).toBeInTheDocument();
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        name: 'Rudi',
        email: 'rudi@example.com',
        topic: 'battery',
        languageCode: locale,
      });
    },
    20_000,
  );
});

describe("the contact page's form before its code has loaded", () => {
  it('counts the message as it is typed, and sends what was typed once the form has taken over', async () => {
    const t = en.Contact;
    const calls = handle();
    renderWithProviders(<LazyContactForm />);
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
    // Typed into the shell's own controls (no pointer or focus: nothing loads before the submit).
    fireEvent.change(field(t.name), { target: { value: 'Rina Wijaya' } });
    fireEvent.change(field(t.email), { target: { value: 'rina@alva.example' } });
    fireEvent.change(field(t.phone), { target: { value: '81234567890' } });
    fireEvent.change(field(t.topic), { target: { value: 'battery' } });
    fireEvent.input(field(t.message), { target: { value: ' How far on one charge? ' } });
    expect(screen.getByText(t.messageCount.replace('{count}', '22').replace('{max}', '2000'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.success)).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        name: 'Rina Wijaya',
        email: 'rina@alva.example',
        phone: '81234567890',
        topic: 'battery',
        message: ' How far on one charge? ',
      }),
    ]);
  });
});
