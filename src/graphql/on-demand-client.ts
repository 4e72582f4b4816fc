/**
 * The browser client for code that loads on demand outside an Apollo provider (lead forms, the cart): pages without
 * a session mount no provider, so nothing else has told the client the page's language or the toast/logout hooks.
 */
import { showToast } from '@/components/ui/toast';
import { endSessionAndGoHome } from '@/lib/session';
import { configureBrowserClient, getBrowserApolloClient } from './apollo-client';

/**
 * SPEC §8's default message ("System error…", messages' `Errors.default`) for a failed request or an error without a
 * message. Written out here so on-demand pages need not load the message catalogue; a test keeps both in step.
 */
export const DEFAULT_ERROR_MESSAGES: Record<string, string> = {
  en: 'System error. Please try again later.',
  id: 'Terjadi kesalahan sistem. Silakan coba lagi nanti.',
};

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
