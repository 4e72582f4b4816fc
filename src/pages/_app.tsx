import type { EmotionCache } from '@emotion/react';
import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import localFont from 'next/font/local';
import Head from 'next/head';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactElement, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SiteLayout } from '@/components/layouts/site-layout';
import { ServerEmotionCache } from '@/components/server-emotion-cache';
import { ToastHost } from '@/components/ui/toast-host';
import { brandColors, fontFamily } from '@/config/brand';
import { AccountAreaPlaceholder } from '@/features/accounts/components/account-area-placeholder';
import { AccountSlot, SessionGate } from '@/features/accounts/components/signed-out-gate';
import { CartLink } from '@/features/shop/components/cart-link';
import { track } from '@/lib/analytics';
import { TIME_ZONE } from '@/lib/i18n';
import { makeStore } from '@/store';
import { browserPart } from '@/lib/browser-part';
import '@/styles/global.css';

const readexPro = localFont({
  src: '../styles/fonts/readex-pro-latin-wght.woff2',
  weight: '160 700',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
});

const rootVariables = `:root{--font-readex-pro:${readexPro.style.fontFamily};--brand-magenta:${brandColors.magenta};--brand-ink:${brandColors.ink};--brand-slate:${brandColors.slate};--font-body:${fontFamily}}`;

export type PageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement) => ReactNode;
};

type AppPropsWithLayout = AppProps<{ messages?: Record<string, unknown> }> & {
  Component: PageWithLayout;
  /** Set by `_document` while the server renders: MUI's styles go into the HTML (components/mui-scope.tsx). */
  emotionCache?: EmotionCache;
};

// What depends on the browser (the session cookie, the Apollo client) loads after hydration (the toast stack with the
// first toast: components/ui/toast-host.tsx), so
// pages that only show server-rendered data ship none of it. Each brings its own Apollo provider
// (graphql/app-apollo-provider.tsx); pages that talk GraphQL from the browser mount that provider themselves.
const AccountArea = browserPart(
  () => import('@/features/accounts/components/account-area').then((m) => m.AccountArea),
  () => <AccountAreaPlaceholder />,
);
// MUI list items, like the drawer they are rendered in (which loads on its first opening).
const AccountDrawerArea = browserPart(() =>
  import('@/features/accounts/components/account-drawer-area').then((m) => m.AccountDrawerArea),
);
const SessionBootstrap = browserPart(() =>
  import('@/features/accounts/components/session-bootstrap').then((m) => m.SessionBootstrap),
);

/** Lets end-to-end tests wait until the page is interactive before clicking: its effect runs once the page has hydrated. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function defaultLayout(page: ReactElement) {
  return (
    <SiteLayout
      account={<AccountSlot signedIn={<AccountArea />} />}
      drawerAccount={<AccountDrawerArea />}
      cart={<CartLink />}
    >
      {page}
    </SiteLayout>
  );
}

export default function App(props: AppPropsWithLayout) {
  const { Component, pageProps, router, emotionCache } = props;
  const locale = router.locale ?? 'en';
  // The flows that read the persisted state wait for it where they read it: store/after-rehydration.tsx (SPEC §4).
  const [{ store }] = useState(() => makeStore());

  // Analytics: one page view per route change (and the first load).
  useEffect(() => {
    const onRoute = (url: string) => track('page_view', { page_path: url, locale: router.locale });
    onRoute(router.asPath);
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.events]);

  const getLayout = Component.getLayout ?? defaultLayout;
  // The page is its own Suspense boundary: React hydrates the frame (providers, header, footer) first and the page
  // after it in short slices with input handled between them, instead of the whole document in one long task
  // (issue 19). A click or key on the page before then hydrates it at once. Nothing suspends on the server, so the
  // HTML is the same.
  const page = getLayout(
    <Suspense>
      <Component {...pageProps} />
      <HydratedMark />
    </Suspense>,
  );

  return (
    <ServerEmotionCache.Provider value={emotionCache}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The font and brand colours as variables on :root, for every page's CSS and for portals (menus, drawers). */}
        <style dangerouslySetInnerHTML={{ __html: rootVariables }} />
      </Head>
      <NextIntlClientProvider
        locale={locale as 'en' | 'id'}
        messages={pageProps.messages}
        timeZone={TIME_ZONE}
        // A page without messages (Next's client-side error screen) shows keys instead of flooding the console.
        onError={process.env.NODE_ENV === 'production' ? () => undefined : undefined}
      >
        <ReduxProvider store={store}>
          <ToastHost />
          <SessionGate signedIn={<SessionBootstrap />} />
          {page}
        </ReduxProvider>
      </NextIntlClientProvider>
    </ServerEmotionCache.Provider>
  );
}
