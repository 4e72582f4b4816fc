import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { mockNextRouter } from '@/testing/next-router';
import { errorText } from '@/testing/form-errors';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from '../components/login-form';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

describe('LoginForm', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'rejects empty and malformed input with translated messages and sends nothing (%s)',
    async (locale, messages) => {
      const t = messages.Login;
      renderWithProviders(<LoginForm />, { locale });
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(errorText(messages, 'REQUIRED', t.email))).toBeInTheDocument();
      expect(screen.getByText(errorText(messages, 'REQUIRED', t.password))).toBeInTheDocument();

      await userEvent.type(screen.getByLabelText(new RegExp(t.email)), 'budi@alva');
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(errorText(messages, 'EMAIL_FORMAT', t.email))).toBeInTheDocument();
      expect(router.push).not.toHaveBeenCalled();
    },
  );
});

/** ≥ 20 bad e-mail addresses the sign-in form refuses before anything is sent (msw fails on any request). */
const BAD_EMAILS: Array<[string, 'REQUIRED' | 'EMAIL_FORMAT' | 'TOO_LONG']> = [
  ['', 'REQUIRED'],
  ['    ', 'REQUIRED'],
  ['budi', 'EMAIL_FORMAT'],
  ['budi@', 'EMAIL_FORMAT'],
  ['@alva.example', 'EMAIL_FORMAT'],
  ['budi@alva', 'EMAIL_FORMAT'],
  ['bu di@alva.example', 'EMAIL_FORMAT'],
  ['budi@@alva.example', 'EMAIL_FORMAT'],
  ['budi@alva..example', 'EMAIL_FORMAT'],
  ['budi..santoso@alva.example', 'EMAIL_FORMAT'],
  ['<script>alert(1)</script>@alva.example', 'EMAIL_FORMAT'],
  ['budi@alva.example<script>', 'EMAIL_FORMAT'],
  ['budi😀@alva.example', 'EMAIL_FORMAT'],
  ['بودي@مثال.كوم', 'EMAIL_FORMAT'],
  ['\u202Ebudi@alva.example', 'EMAIL_FORMAT'],
  ['budi@alva.example\u0000', 'EMAIL_FORMAT'],
  [`${'a'.repeat(65)}@alva.example`, 'EMAIL_FORMAT'],
  [`budi@${'a'.repeat(250)}.id`, 'TOO_LONG'],
  ["budi'; DROP TABLE customer;--@x", 'EMAIL_FORMAT'],
  ['budi@alva.e', 'EMAIL_FORMAT'],
  ['budi@-alva.example', 'EMAIL_FORMAT'],
  ['http://alva.example', 'EMAIL_FORMAT'],
];

describe('LoginForm bad input', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'refuses 22 bad e-mail addresses with the translated message and sends nothing (%s)',
    async (locale, messages) => {
      const t = messages.Login;
      for (const [value, key] of BAD_EMAILS) {
        // A fresh form per value, so a message left from the previous value cannot pass the check.
        const { unmount } = renderWithProviders(<LoginForm />, { locale });
        fireEvent.change(screen.getByLabelText(new RegExp(t.password), { selector: 'input' }), {
          target: { value: 'Motor2026ok' },
        });
        fireEvent.change(screen.getByLabelText(new RegExp(t.email)), { target: { value } });
        fireEvent.click(screen.getByRole('button', { name: t.submit }));
        const message = errorText(messages, key, t.email);
        expect(await screen.findByText(message), value).toBeInTheDocument();
        unmount();
      }
      expect(router.push).not.toHaveBeenCalled();
    },
  );
});
