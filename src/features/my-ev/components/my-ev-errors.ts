import { useTranslations } from 'next-intl';

/** The translated message of a my-EV error code; a code the site does not know reads as the default. */
export function useMyEvErrorText() {
  const t = useTranslations('MyEv');
  return (code: string | null | undefined): string => {
    const key = `errors.${code}` as Parameters<typeof t>[0];
    return code && t.has(key) ? t(key) : t('errors.default');
  };
}
