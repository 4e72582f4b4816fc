import { useTranslations } from 'next-intl';
import type en from '../../../messages/en.json';

/** A code the rules (or the server) can answer that the site has a message for. */
export type FormErrorCode = keyof (typeof en)['FormErrors'];

/**
 * The translated message of an error code for a field, e.g. ("EMAIL_FORMAT", "E-mail") → "E-mail must be a valid
 * email.". A code the site does not know (a newer server) reads as INVALID_VALUE rather than as raw text.
 */
export function useErrorText() {
  const t = useTranslations('FormErrors');
  return (code: string | undefined, field: string): string | undefined => {
    if (!code) return undefined;
    return t.has(code as FormErrorCode) ? t(code as FormErrorCode, { field }) : t('INVALID_VALUE', { field });
  };
}
