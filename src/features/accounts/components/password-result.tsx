import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Notice } from '@/components/ui/native-button';

/** Where a password form is after the server answered (the form's own field errors are on the fields). */
export type PasswordStatus = 'idle' | 'done' | 'wrongOld' | 'tooMany' | 'failed';

interface PasswordResult {
  __typename?: string;
  fieldErrors?: readonly { field: string; code: string }[];
}

/**
 * The answer of a password mutation (change, set, reset) read the same way everywhere: field codes onto their
 * fields, a wrong current password, the rate limit, or a failure the form cannot show on a field. Answers only
 * one form knows (an expired reset link) are the caller's before this.
 */
export function passwordResultStatus<V extends FieldValues>(
  form: UseFormReturn<V>,
  result: PasswordResult | undefined,
  fields: readonly Path<V>[],
): Exclude<PasswordStatus, 'idle'> | 'fieldErrors' {
  switch (result?.__typename) {
    case 'AccountActionSuccess':
      return 'done';
    case 'InvalidCredentialsError':
      return 'wrongOld';
    case 'AccountRateLimitedError':
      return 'tooMany';
    case 'AccountInputError':
      return applyServerFieldErrors(form, result.fieldErrors ?? [], fields).length ? 'failed' : 'fieldErrors';
    default:
      return 'failed';
  }
}

/** The form-level message of a failed password submit (nothing while idle or done). */
export function PasswordFailureAlert({ status }: { status: PasswordStatus }) {
  const t = useTranslations('Password');
  const tf = useTranslations('AccountForm');
  if (status === 'idle' || status === 'done') return null;
  const text = status === 'wrongOld' ? t('wrongOld') : status === 'tooMany' ? tf('tooManyAttempts') : tf('systemError');
  return (
    <Notice severity="error" role="alert">
      {text}
    </Notice>
  );
}
