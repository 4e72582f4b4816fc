import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { mapServerFieldErrors, newIdempotencyKey, toFieldErrors, type FieldErrors } from './form-errors';
import type { LeadFieldError, LeadFieldErrorCode } from './lead-rules';
import type { SubmitLeadResult } from './submit-lead';

/** Apollo and the mutation load when the visitor starts on the form, not with the page. */
const loadSubmit = () => import('./submit-lead');

interface LeadFormOptions<F extends string> {
  fields: readonly F[];
  empty: Record<F, string>;
  /** Prefix of the inputs' ids: the first invalid field gets the focus. */
  idPrefix: string;
  labels: Record<F, string>;
  /** The same rules the server checks again. */
  validate: (values: Record<F, string>) => readonly LeadFieldError[];
  send: (
    submit: Awaited<ReturnType<typeof loadSubmit>>,
    idempotencyKey: string,
    values: Record<F, string>,
    locale: string,
  ) => Promise<SubmitLeadResult | null>;
  onStored?: () => void;
}

/**
 * State and submit of a lead or contact form: local validation first, one idempotency key per fill (a double submit
 * stores one record), and every server answer (field errors, rate limit, failure) turned into translated messages.
 */
export function useLeadForm<F extends string>({
  fields,
  empty,
  idPrefix,
  labels,
  validate,
  send,
  onStored,
}: LeadFormOptions<F>) {
  const t = useTranslations('Leads');
  const locale = useLocale();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const key = useRef<string | null>(null);

  const message = (field: F, code?: LeadFieldErrorCode) =>
    code ? t(`errors.${code}`, { field: labels[field] }) : undefined;
  const change = (field: F) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    setFormError(null);
    const local = toFieldErrors<F>(validate(values));
    setErrors(local);
    if (Object.keys(local).length) {
      document.getElementById(`${idPrefix}-${fields.find((f) => local[f])}`)?.focus();
      return;
    }
    key.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const result = await send(await loadSubmit(), key.current, values, locale);
      if (result?.__typename === 'LeadReceipt') {
        setDone(true);
        onStored?.();
      } else if (result?.__typename === 'LeadValidationError') {
        const mapped = mapServerFieldErrors(result.fieldErrors, fields);
        setErrors(mapped.errors);
        if (mapped.other.length) setFormError(t('errors.formInvalid'));
      } else if (result?.__typename === 'LeadRateLimitError') {
        setFormError(t('errors.rateLimited', { minutes: Math.ceil(result.retryAfterSeconds / 60) }));
      } else {
        setFormError(t('errors.system'));
      }
    } catch {
      // The Apollo error link has shown the toast; the form says it too, next to the button.
      setFormError(t('errors.system'));
    } finally {
      setSubmitting(false);
    }
  }

  /** "Send another": a new fill with a new idempotency key. */
  function reset() {
    key.current = null;
    setValues(empty);
    setDone(false);
  }

  return { values, errors, formError, submitting, done, message, change, onSubmit, reset, preload: loadSubmit };
}
