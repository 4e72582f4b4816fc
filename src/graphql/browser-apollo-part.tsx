import type { ComponentType, ReactNode } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { browserPart } from '@/lib/browser-part';

/** Loads a part together with the browser's Apollo provider, and gives it the provider around. */
export function loadWithBrowserApollo<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    const [Part, { AppApolloProvider }] = await Promise.all([load(), import('./app-apollo-provider')]);
    return function WithBrowserApollo(props: P) {
      return (
        <AppApolloProvider>
          <Part {...props} />
        </AppApolloProvider>
      );
    };
  };
}

/**
 * A part of a page that talks GraphQL from the browser (a sign-in form, a request form), loaded after the page's
 * shell together with the browser's Apollo provider, instead of in the page's first-load JS (issue 19). Until it
 * arrives the page shows a LoadingPanel about as tall as the part (a height), so nothing below it jumps, or the
 * page's own placeholder (a component, e.g. a panel that says what is loading).
 */
export function browserApolloPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: number | string | (() => ReactNode),
) {
  return browserPart(
    loadWithBrowserApollo(load),
    typeof placeholder === 'function' ? placeholder : () => <LoadingPanel minHeight={placeholder} />,
  );
}
