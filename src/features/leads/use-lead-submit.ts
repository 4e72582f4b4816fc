import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { handoffShowsUse, type ShellHandoff } from '@/lib/interaction-part';
import type { SubmitLeadResult } from './submit-lead';

/** Apollo and the mutation load when the visitor starts on the form, not with the page. */
const loadSubmit = () => import('./submit-lead');
type SubmitModule = Awaited<ReturnType<typeof loadSubmit>>;

/** Client-side key per form fill: a double submit (or a retry after a lost answer) stores one record. */
const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * Sending a lead or contact form: one idempotency key per fill, and every answer of the server on the form — field
 * codes on their fields, a rate limit or a failure as the form's alert. Resolves true once the record is stored.
 * `handoff`: what the form's shell held when the form took over. When someone had typed in it or submitted it
 * (`handoffShowsUse`) the request's code loads at once; otherwise on the form's first focus (`preload`).
 */
export function useLeadSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly Path<V>[],
  handoff: ShellHandoff | null = null,
) {
  const t = useTranslations('Leads');
  const key = useRef<string | null>(null);
  useEffect(() => {
    if (handoffShowsUse(handoff)) void loadSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mounting
  }, []);
  const alert = (message: string) => form.setError('root.server', { message });

  async function send(
    request: (submit: SubmitModule, idempotencyKey: string) => Promise<SubmitLeadResult | null>,
  ): Promise<boolean> {
    key.current ??= newIdempotencyKey();
    try {
      const result = await request(await loadSubmit(), key.current);
      if (result?.__typename === 'LeadReceipt') return true;
      if (result?.__typename === 'LeadValidationError') {
        const other = applyServerFieldErrors(form, result.fieldErrors, fields);
        if (other.length) alert(t('errors.formInvalid'));
      } else if (result?.__typename === 'LeadRateLimitError') {
        alert(t('errors.rateLimited', { minutes: Math.ceil(result.retryAfterSeconds / 60) }));
      } else {
        alert(t('errors.system'));
      }
    } catch {
      // The Apollo error link has shown the toast; the form says it too, next to the button.
      alert(t('errors.system'));
    }
    return false;
  }

  /** "Send another": a new fill gets a new idempotency key. */
  const newFill = () => {
    key.current = null;
  };

  return { send, newFill, preload: loadSubmit };
}
