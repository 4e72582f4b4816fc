/**
 * The browser client for code that loads on demand outside an Apollo provider (lead forms, the cart): pages without
 * a session mount no provider, so nothing else has told the client the page's language or the toast/logout hooks.
 */
import { showToast } from '@/components/ui/toast';
import { endSessionAndGoHome } from '@/lib/session';
import { configureBrowserClient, getBrowserApolloClient } from './apollo-client';
import { DEFAULT_ERROR_MESSAGES } from './shop-api-rules';

export function onDemandApolloClient(
  locale: string,
  defaultMessage = DEFAULT_ERROR_MESSAGES[locale] ?? DEFAULT_ERROR_MESSAGES.en,
) {
  configureBrowserClient(locale, {
    notify: (message) => void showToast(message, { variant: 'error', preventDuplicate: true }),
    onUnauthorized: () => endSessionAndGoHome(locale),
    defaultMessage: () => defaultMessage,
  });
  return getBrowserApolloClient();
}
