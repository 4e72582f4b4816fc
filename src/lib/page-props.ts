import type { ApolloClient } from '@apollo/client';
import type { AbstractIntlMessages } from 'next-intl';
import { getPageMeta } from '@/components/seo/get-page-meta';
import type { PageMeta } from '@/components/seo/seo-head';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/messages';

/** What every page's get*Props returns besides its own data. */
export interface PageShellProps {
  meta: PageMeta | null;
  messages: AbstractIntlMessages;
}

/**
 * The start of a page's get*Props, in one line: the server Apollo client (with the customer's Vendure session when
 * given) and, already under way, the page's meta tags and only the message namespaces it declares (plus the
 * layout's). Await `shell` alongside the page's own queries:
 *
 *   const { client, shell } = startPage(locale, 'contact-us', ['Contact', 'Leads']);
 *   const [data, common] = await Promise.all([client.query(...), shell]);
 *   return { props: { data, ...common } };
 */
export function startPage(
  locale: string,
  pageName: string,
  namespaces: readonly string[],
  sessionToken?: string,
): { client: ApolloClient; shell: Promise<PageShellProps> } {
  const client = createServerApolloClient(locale, sessionToken);
  const shell = Promise.all([getPageMeta(client, locale, pageName), loadMessages(locale, namespaces)]).then(
    ([meta, messages]) => ({ meta, messages }),
  );
  return { client, shell };
}
