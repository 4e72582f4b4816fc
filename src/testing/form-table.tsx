import type { BadCase } from '@alva/rules/cases';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type en from '../../messages/en.json';
import { errorText, type FormErrorCode } from './form-errors';

/**
 * Runs one bad case of a rule table against a rendered form: the good values in every field, the bad value in
 * its field, submit; the field must show the code's translated message, be aria-invalid and described by it.
 * Values are set with change events (as a paste would), so whitespace, NUL and bidi characters arrive intact.
 */
export async function expectFormRefuses(
  messages: typeof en,
  good: Record<string, string>,
  bad: BadCase,
  labels: Record<string, string>,
  submitName: string,
) {
  const control = (field: string) => screen.getByLabelText(new RegExp(`^${labels[field]}`)) as HTMLInputElement;
  for (const [field, value] of Object.entries({ ...good, [bad.field]: bad.value as string })) {
    fireEvent.change(control(field), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: submitName }));
  const message = errorText(messages, bad.code as FormErrorCode, labels[bad.field]);
  await waitFor(() => expect(control(bad.field)).toHaveAttribute('aria-invalid', 'true'));
  expect(control(bad.field)).toHaveAccessibleDescription(message);
}

/** The good values submit (the caller checks what was sent). */
export function fillAndSubmit(good: Record<string, string>, labels: Record<string, string>, submitName: string) {
  for (const [field, value] of Object.entries(good)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${labels[field]}`)), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: submitName }));
}
