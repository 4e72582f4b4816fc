import { EMAIL_MAX, emailLinkRequestSchema, normalizeEmail } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors, type ServerFieldError } from '@/components/form/server-errors';
import { Notice } from '@/components/ui/native-button';
import styles from './account-form.module.css';

interface Values {
  emailAddress: string;
}

/** What the account API answers a request for an e-mailed link (sign-up verification, password reset). */
export type EmailLinkRequestResult =
  | { __typename: 'AccountActionSuccess' }
  | { __typename: 'AccountRateLimitedError' }
  | { __typename: 'AccountInputError'; fieldErrors: readonly ServerFieldError[] }
  | { __typename: string };

/**
 * One e-mail address and a submit that asks for a link: the answer is the same whether or not an account uses the
 * address (`sent` replaces the form); too many requests and a failure are said above the field, a refused address
 * under it. /login/forgot-password and /verify-email's re-send each give their mutation and words.
 */
export function EmailLinkRequestForm({
  idPrefix,
  send,
  sent,
  intro,
  labels,
  children,
}: {
  idPrefix: string;
  /** Sends the request for the normalised address. */
  send: (emailAddress: string) => Promise<EmailLinkRequestResult | null | undefined>;
  /** What replaces the form once the link is on its way. */
  sent: (emailAddress: string) => ReactNode;
  intro?: ReactNode;
  labels: { email: string; submit: string; busy: string };
  /** Below the submit (a link back, for example). */
  children?: ReactNode;
}) {
  const tf = useTranslations('AccountForm');
  const form = useRulesForm<Values>(emailLinkRequestSchema, { emailAddress: '' });
  const [status, setStatus] = useState<{ kind: 'idle' | 'tooMany' | 'failed' } | { kind: 'sent'; email: string }>({
    kind: 'idle',
  });

  async function onValid({ emailAddress }: Values) {
    setStatus({ kind: 'idle' });
    try {
      const address = normalizeEmail(emailAddress);
      const result = await send(address);
      if (result?.__typename === 'AccountActionSuccess') setStatus({ kind: 'sent', email: address });
      else if (result?.__typename === 'AccountRateLimitedError') setStatus({ kind: 'tooMany' });
      else if (result?.__typename !== 'AccountInputError' || !('fieldErrors' in result)) setStatus({ kind: 'failed' });
      else if (applyServerFieldErrors(form, result.fieldErrors, ['emailAddress']).length) setStatus({ kind: 'failed' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  }

  if (status.kind === 'sent') return sent(status.email);
  return (
    <RulesForm form={form} idPrefix={idPrefix} onValid={onValid} className={styles.form}>
      {intro}
      {status.kind === 'tooMany' && (
        <Notice severity="error" role="alert">
          {tf('tooManyAttempts')}
        </Notice>
      )}
      {status.kind === 'failed' && (
        <Notice severity="error" role="alert">
          {tf('systemError')}
        </Notice>
      )}
      <FormTextField
        name="emailAddress"
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX + 10}
      />
      <FormSubmit busyLabel={labels.busy}>{labels.submit}</FormSubmit>
      {children}
    </RulesForm>
  );
}
