import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { errorText } from '@/testing/form-errors';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from '../components/contact-form';

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
