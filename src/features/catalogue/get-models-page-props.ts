import type { GetStaticProps } from 'next';
import type { PageMeta } from '@/components/seo/seo-head';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { loadMessages } from '@/lib/messages';
import { fetchMotorcycles } from './fetch-motorcycles';

export interface ModelsPageProps {
  models: ModelCard_ProductFragment[];
  meta: PageMeta | null;
}

/**
 * Static props of a page listing the motorcycles (home, /product), regenerated every minute. `namespaces`: the
 * message namespaces the page uses besides the layout's (all of them when omitted).
 */
export function getModelsPageProps(pageName: string, namespaces?: readonly string[]): GetStaticProps<ModelsPageProps> {
  return async ({ locale = 'en' }) => {
    const client = createServerApolloClient(locale);
    const [models, meta, messages] = await Promise.all([
      fetchMotorcycles(client),
      getPageMeta(client, locale, pageName),
      loadMessages(locale, namespaces),
    ]);
    return { props: { models, meta, messages }, revalidate: 60 };
  };
}
