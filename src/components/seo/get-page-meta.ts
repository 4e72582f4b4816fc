import type { ApolloClient } from '@apollo/client';
import type { PageMeta } from './seo-head';
import { MetaTagsQuery } from './meta-tags-query';

/**
 * Meta tags for a page from the content service (SPEC §2), by page name and locale. A failure here must not take
 * the page down: the SEO head falls back to the brand defaults.
 */
export async function getPageMeta(client: ApolloClient, locale: string, pageName: string): Promise<PageMeta | null> {
  try {
    const { data } = await client.query({
      query: MetaTagsQuery,
      variables: { locale, pageName },
      context: { clientName: 'content' },
    });
    const tag = data?.metaTags[0];
    if (!tag) return null;
    return {
      title: tag.title,
      description: tag.description,
      og: tag.og.map((og) => ({
        title: og.title,
        description: og.description,
        site_name: og.site_name,
        image: og.image,
      })),
    };
  } catch (error) {
    console.error(`Meta tags for "${pageName}" (${locale}) could not be loaded`, error);
    return null;
  }
}
