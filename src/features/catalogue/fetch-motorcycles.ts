import type { ApolloClient } from '@apollo/client';
import type { ModelCard_ProductFragment, MotorcycleSpecsQuery as Specs } from '@/graphql/generated/graphql';
import { MOTORCYCLE_SLUGS } from './constants';
import { MotorcycleSpecsQuery, MotorcyclesQuery } from './graphql/catalogue';

/** The three motorcycles in the site's fixed order. Errors propagate: a page must not be cached without them. */
export async function fetchMotorcycles(client: ApolloClient): Promise<ModelCard_ProductFragment[]> {
  const { data } = await client.query({ query: MotorcyclesQuery, variables: { slugs: [...MOTORCYCLE_SLUGS] } });
  const items = data?.products.items ?? [];
  return MOTORCYCLE_SLUGS.flatMap((slug) => items.filter((item) => item.slug === slug));
}

export interface ModelFigures {
  name: string;
  slug: string;
  /** The specification's figures by key (rangeSingle, homeCharge, …): value and the label it is shown with. */
  figures: Record<string, { label: string; value: string }>;
}

/** The motorcycles' specification figures by key, in the site's order: pages quote them instead of restating them. */
export async function fetchModelFigures(client: ApolloClient): Promise<ModelFigures[]> {
  const { data } = await client.query({ query: MotorcycleSpecsQuery, variables: { slugs: [...MOTORCYCLE_SLUGS] } });
  const items: Specs['products']['items'] = data?.products.items ?? [];
  return MOTORCYCLE_SLUGS.flatMap((slug) => items.filter((item) => item.slug === slug)).map((item) => ({
    name: item.name,
    slug: item.slug,
    figures: Object.fromEntries(
      (item.content?.specification ?? [])
        .filter((spec) => spec.key)
        .map((spec) => [spec.key as string, { label: spec.label, value: spec.value }]),
    ),
  }));
}
