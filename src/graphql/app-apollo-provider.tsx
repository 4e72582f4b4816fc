import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { endSessionAndGoHome } from '@/lib/session';
import { configureBrowserClient, createServerApolloClient, getBrowserApolloClient } from './apollo-client';
import { showToast } from '@/components/ui/toast';

/**
 * The browser's Apollo client with the whole link chain of SPEC §7-§8, wired to the toasts, the translated default
 * message and the session clearing. Mounted by the parts of a page that talk GraphQL from the browser (the account
 * area, sign-in, the flows), not by `_app`, so pages that only show server-rendered data ship no Apollo code.
 * During server rendering each render gets its own client, never the browser's shared one.
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Errors');
  const locale = useLocale();
  const [client] = useState<ApolloClient>(() =>
    typeof window === 'undefined' ? createServerApolloClient(locale) : getBrowserApolloClient(),
  );
  useEffect(() => {
    configureBrowserClient(locale, {
      notify: (message) => void showToast(message, { variant: 'error', preventDuplicate: true }),
      onUnauthorized: () => endSessionAndGoHome(locale),
      defaultMessage: () => t('default'),
    });
  }, [locale, t]);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
