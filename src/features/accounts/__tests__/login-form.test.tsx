import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { mockNextRouter } from '@/testing/next-router';
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
      expect(screen.getAllByText(t.required)).toHaveLength(2);

      await userEvent.type(screen.getByLabelText(new RegExp(t.email)), 'budi@alva');
      await userEvent.click(screen.getByRole('button', { name: t.submit }));
      expect(screen.getByText(t.invalidEmail.replace('{field}', t.email))).toBeInTheDocument();
      expect(router.push).not.toHaveBeenCalled();
    },
  );
});

/** ≥ 20 bad e-mail addresses the sign-in form refuses before anything is sent (msw fails on any request). */
const BAD_EMAILS: Array<[string, 'required' | 'invalidEmail']> = [
  ['', 'required'],
  ['    ', 'required'],
  ['budi', 'invalidEmail'],
  ['budi@', 'invalidEmail'],
  ['@alva.example', 'invalidEmail'],
  ['budi@alva', 'invalidEmail'],
  ['bu di@alva.example', 'invalidEmail'],
  ['budi@@alva.example', 'invalidEmail'],
  ['budi@alva..example', 'invalidEmail'],
  ['budi..santoso@alva.example', 'invalidEmail'],
  ['<script>alert(1)</script>@alva.example', 'invalidEmail'],
  ['budi@alva.example<script>', 'invalidEmail'],
  ['budi😀@alva.example', 'invalidEmail'],
  ['بودي@مثال.كوم', 'invalidEmail'],
  ['\u202Ebudi@alva.example', 'invalidEmail'],
  ['budi@alva.example\u0000', 'invalidEmail'],
  [`${'a'.repeat(65)}@alva.example`, 'invalidEmail'],
  [`budi@${'a'.repeat(250)}.id`, 'invalidEmail'],
  ["budi'; DROP TABLE customer;--@x", 'invalidEmail'],
  ['budi@alva.e', 'invalidEmail'],
  ['budi@-alva.example', 'invalidEmail'],
  ['http://alva.example', 'invalidEmail'],
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
        const message = key === 'required' ? t.required : t.invalidEmail.replace('{field}', t.email);
        expect(await screen.findByText(message), value).toBeInTheDocument();
        unmount();
      }
      expect(router.push).not.toHaveBeenCalled();
    },
  );
});
