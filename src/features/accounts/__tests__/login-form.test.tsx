import { screen } from '@testing-library/react';
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
