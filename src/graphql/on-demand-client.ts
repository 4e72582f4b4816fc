/**
 * The browser client for code that loads on demand outside an Apollo provider (lead forms, the cart): pages without
 * a session mount no provider, so nothing else has told the client the page's language or the toast/logout hooks.
 */
import { showToast } from '@/components/ui/toast';
import { localePath } from '@/lib/i18n';
import { clearLocalSession } from '@/lib/session';
import { configureBrowserClient, getBrowserApolloClient } from './apollo-client';

/** SPEC §8: a GraphQL error without a message shows a default English message. */
const DEFAULT_MESSAGE = 'System error. Please try again later.';

export function onDemandApolloClient(locale: string, defaultMessage = DEFAULT_MESSAGE) {
  configureBrowserClient(locale, {
    notify: (message) => void showToast(message, { variant: 'error', preventDuplicate: true }),
    onUnauthorized: () => {
      void clearLocalSession().then(() => window.location.assign(localePath(locale, '/')));
    },
    defaultMessage: () => defaultMessage,
  });
  return getBrowserApolloClient();
}

/** The page's language as Next renders it into <html lang>. */
export function documentLocale(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
}
