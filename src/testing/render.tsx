import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SnackbarProvider } from 'notistack';
import type { ReactElement, ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import en from '../../messages/en.json';
import id from '../../messages/id.json';
import { theme } from '@/config/theme';
import { getBrowserApolloClient } from '@/graphql/apollo-client';
import { compileMessages } from '@/lib/messages';
import { makeStore, type RootState } from '@/store';

// Compiled as loadMessages sends them to the pages, formatted by the same format-only runtime (vitest.config.mts).
const messages = { en: compileMessages(en), id: compileMessages(id) };

interface ProviderOptions {
  locale?: 'en' | 'id';
  preloadedState?: Partial<RootState>;
}

/** Renders with every provider the app has (theme, intl, Apollo against msw, Redux, toasts). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', preloadedState, ...options }: ProviderOptions & RenderOptions = {},
) {
  const { store } = makeStore(preloadedState);
  const client = getBrowserApolloClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Jakarta">
          <ApolloProvider client={client}>
            <ReduxProvider store={store}>
              <SnackbarProvider>{children}</SnackbarProvider>
            </ReduxProvider>
          </ApolloProvider>
        </NextIntlClientProvider>
      </ThemeProvider>
    );
  }
  return { store, client, ...render(ui, { wrapper: Wrapper, ...options }) };
}
