import { graphql } from '@/graphql/generated';

export const MetaTagsQuery = graphql(`
  query MetaTags($locale: String!, $pageName: String!) {
    metaTags(locale: $locale, where: { page_name: $pageName }) {
      page_name
      title
      description
      og {
        title
        description
        site_name
        image {
          url
        }
      }
    }
  }
`);
