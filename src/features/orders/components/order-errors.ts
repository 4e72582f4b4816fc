import { useTranslations } from 'next-intl';

/** The translated message of an order action's error code; a code the site does not know reads as the default. */
export function useOrderErrorText() {
  const t = useTranslations('Orders');
  return (code: string | null | undefined): string => {
    const key = `errors.${code}` as Parameters<typeof t>[0];
    return code && t.has(key) ? t(key) : t('errors.default');
  };
}
