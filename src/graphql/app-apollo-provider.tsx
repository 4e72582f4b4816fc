import { ApolloProvider } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { clearLocalSession } from '@/lib/session';
import { configureBrowserClient, getBrowserApolloClient } from './apollo-client';

/**
 * The browser's Apollo client with the whole link chain of SPEC §7-§8, wired to the toasts, the translated default
 * message and the session clearing. Mounted by the parts of a page that talk GraphQL from the browser (the account
 * area, sign-in, the flows), not by `_app`, so pages that only show server-rendered data ship no Apollo code.
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Errors');
  const locale = useLocale();
  configureBrowserClient(locale, {
    notify: (message) => enqueueSnackbar(message, { variant: 'error', preventDuplicate: true }),
    onUnauthorized: () => {
      clearLocalSession();
      window.location.assign('/');
    },
    defaultMessage: () => t('default'),
  });
  return <ApolloProvider client={getBrowserApolloClient()}>{children}</ApolloProvider>;
}
