import { graphql } from '@/graphql/generated';

export const ProductCardFragment = graphql(`
  fragment ModelCard_product on Product {
    id
    name
    slug
    description
    featuredAsset {
      id
      preview
    }
    variants {
      id
      priceWithTax
      currencyCode
    }
  }
`);

export const MotorcyclesQuery = graphql(`
  query Motorcycles($slugs: [String!]!) {
    # take: the few models asked for. Without it the shop API prices the list at 1000 items (its cost limit).
    products(options: { filter: { slug: { in: $slugs } }, take: 20 }) {
      items {
        ...ModelCard_product
      }
    }
  }
`);

export const ProductDetailQuery = graphql(`
  query ProductDetail($slug: String!) {
    product(slug: $slug) {
      id
      name
      slug
      description
      featuredAsset {
        id
        preview
      }
      assets {
        id
        preview
        name
      }
      optionGroups {
        id
        code
        name
        options {
          id
          code
          name
        }
      }
      content {
        tagline
        columnSlider {
          title
          body
        }
        specification {
          key
          label
          value
        }
        colors {
          title
          body
        }
        mainBody {
          title
          body
          highlights {
            title
            body
          }
        }
        battery {
          title
          body
          options {
            code
            title
            body
            range
            charging
          }
        }
      }
      variants {
        id
        name
        sku
        priceWithTax
        currencyCode
        stockLevel
        featuredAsset {
          id
          preview
        }
        options {
          id
          code
          name
          groupId
        }
      }
    }
  }
`);

/** On-the-road prices per area (financing plugin): the product page's price follows the buyer's area. */
export const ProductAreaPricesQuery = graphql(`
  query ProductAreaPrices {
    financingParameters {
      areas {
        code
        name
        otrPrices {
          productSlug
          batteryOption
          price
        }
      }
    }
  }
`);

/** Each motorcycle's specification, for pages that quote its figures (the charging guide, the comparison). */
export const MotorcycleSpecsQuery = graphql(`
  query MotorcycleSpecs($slugs: [String!]!) {
    products(options: { filter: { slug: { in: $slugs } }, take: 20 }) {
      items {
        id
        name
        slug
        content {
          specification {
            key
            label
            value
          }
        }
      }
    }
  }
`);
