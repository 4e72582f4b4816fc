import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { AppCacheProvider } from '@mui/material-nextjs/v15-pagesRouter';
import { ApolloProvider } from '@apollo/client/react';
import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import localFont from 'next/font/local';
import Head from 'next/head';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { SiteLayout } from '@/components/layouts/site-layout';
import { CloseIcon } from '@/components/ui/icons';
import { theme } from '@/config/theme';
import { AccountArea } from '@/features/accounts/components/account-area';
import { SessionBootstrap } from '@/features/accounts/components/session-bootstrap';
import { clearLocalSession } from '@/features/accounts/clear-session';
import { configureBrowserClient, createServerApolloClient, getBrowserApolloClient } from '@/graphql/apollo-client';
import { track } from '@/lib/analytics';
import { TIME_ZONE } from '@/lib/i18n';
import { makeStore } from '@/store';

const readexPro = localFont({
  src: '../styles/fonts/readex-pro-latin-wght.woff2',
  weight: '160 700',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
});

export type PageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement) => ReactNode;
  /** Flows that read persisted state (purchase, test ride) render only after rehydration (SPEC §4). */
  requiresRehydratedStore?: boolean;
};

type AppPropsWithLayout = AppProps<{ messages?: Record<string, unknown> }> & { Component: PageWithLayout };

/** Notifications (SPEC §8/§9): at most 3, 5000 ms, top centre, no duplicates, a close button. */
const SNACKBAR_MAX = 3;
const SNACKBAR_AUTO_HIDE_MS = 5000;

function defaultLayout(page: ReactElement) {
  return (
    <SiteLayout account={<AccountArea variant="bar" />} drawerAccount={<AccountArea variant="drawer" />}>
      {page}
    </SiteLayout>
  );
}

/** Connects the Apollo error link to the toasts, the translated default message and the session clearing. */
function ApolloUiBridge({ locale }: { locale: string }) {
  const t = useTranslations('Errors');
  configureBrowserClient(locale, {
    notify: (message) => enqueueSnackbar(message, { variant: 'error', preventDuplicate: true }),
    onUnauthorized: () => {
      clearLocalSession();
      window.location.assign('/');
    },
    defaultMessage: () => t('default'),
  });
  return null;
}

function CloseToast({ id, label }: { id: string | number; label: string }) {
  return (
    <IconButton size="small" color="inherit" aria-label={label} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function CloseToastLabel({ id }: { id: string | number }) {
  const t = useTranslations('Common');
  return <CloseToast id={id} label={t('close')} />;
}

export default function App(props: AppPropsWithLayout) {
  const { Component, pageProps, router } = props;
  const locale = router.locale ?? 'en';
  const [{ store, persistor }] = useState(() => makeStore());
  const [apolloClient] = useState(() =>
    typeof window === 'undefined' ? createServerApolloClient(locale) : getBrowserApolloClient(),
  );

  // Analytics: one page view per route change (and the first load).
  useEffect(() => {
    const onRoute = (url: string) => track('page_view', { page_path: url, locale: router.locale });
    onRoute(router.asPath);
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.events]);

  // Lets end-to-end tests wait until the page is interactive before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const getLayout = Component.getLayout ?? defaultLayout;
  const page = getLayout(<Component {...pageProps} />);

  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* The theme names the font through this variable so portals (menus, drawers) get it too. */}
        <GlobalStyles styles={{ ':root': { '--font-readex-pro': readexPro.style.fontFamily } }} />
        <NextIntlClientProvider locale={locale as 'en' | 'id'} messages={pageProps.messages} timeZone={TIME_ZONE}>
          <ApolloProvider client={apolloClient}>
            <ReduxProvider store={store}>
              <SnackbarProvider
                maxSnack={SNACKBAR_MAX}
                autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
                anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
                preventDuplicate
                action={(id) => <CloseToastLabel id={id} />}
              >
                <ApolloUiBridge locale={locale} />
                <SessionBootstrap />
                {Component.requiresRehydratedStore ? (
                  <PersistGate persistor={persistor} loading={null}>
                    {page}
                  </PersistGate>
                ) : (
                  page
                )}
              </SnackbarProvider>
            </ReduxProvider>
          </ApolloProvider>
        </NextIntlClientProvider>
      </ThemeProvider>
    </AppCacheProvider>
  );
}
