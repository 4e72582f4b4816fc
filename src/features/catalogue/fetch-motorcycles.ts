import type { ApolloClient } from '@apollo/client';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { MOTORCYCLE_SLUGS } from './constants';
import { MotorcyclesQuery } from './graphql/catalogue';

/** The three motorcycles in the site's fixed order. Errors propagate: a page must not be cached without them. */
export async function fetchMotorcycles(client: ApolloClient): Promise<ModelCard_ProductFragment[]> {
  const { data } = await client.query({ query: MotorcyclesQuery, variables: { slugs: [...MOTORCYCLE_SLUGS] } });
  const items = data?.products.items ?? [];
  return MOTORCYCLE_SLUGS.flatMap((slug) => items.filter((item) => item.slug === slug));
}
