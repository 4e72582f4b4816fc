import { graphql } from '@/graphql/generated';

/** One variant of a shop item as the grid and the item page need it. */
export const ShopVariantFragment = graphql(`
  fragment ShopItem_variant on ProductVariant {
    id
    name
    sku
    priceWithTax
    currencyCode
    stockLevel
    createdAt
    options {
      id
      code
      name
      group {
        id
        code
      }
    }
    product {
      id
      slug
      name
      createdAt
      featuredAsset {
        id
        preview
      }
    }
  }
`);

/** Every variant of the shop's categories (a few dozen): the grid pages filter and sort them at build time. */
export const ShopCatalogueQuery = graphql(`
  query ShopCatalogue($slugs: [String!]!) {
    # take: the shop's four categories and room for two more. Without one the shop API prices the list at 1000 items.
    collections(options: { filter: { slug: { in: $slugs } }, take: 6 }) {
      items {
        id
        slug
        name
        description
        productVariants(options: { take: 100 }) {
          items {
            ...ShopItem_variant
          }
        }
      }
    }
  }
`);

export const ShopItemQuery = graphql(`
  query ShopItem($slug: String!) {
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
      collections {
        id
        slug
        name
      }
      variants {
        id
        name
        sku
        priceWithTax
        currencyCode
        stockLevel
        options {
          id
          code
          name
          group {
            id
            code
          }
        }
      }
    }
  }
`);

export const CartOrderFragment = graphql(`
  fragment Cart_order on Order {
    id
    code
    state
    totalQuantity
    subTotalWithTax
    currencyCode
    lines {
      id
      quantity
      unitPriceWithTax
      linePriceWithTax
      featuredAsset {
        id
        preview
      }
      productVariant {
        id
        name
        sku
        stockLevel
        product {
          id
          slug
          name
          collections {
            id
            slug
          }
        }
      }
    }
  }
`);

export const ActiveOrderQuery = graphql(`
  query ActiveOrder {
    activeOrder {
      ...Cart_order
    }
  }
`);

/** The header's cart count: the number alone, not the order (issue 19). */
export const ActiveOrderCountQuery = graphql(`
  query ActiveOrderCount {
    activeOrder {
      id
      totalQuantity
    }
  }
`);

export const AddItemToOrderMutation = graphql(`
  mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!) {
    addItemToOrder(productVariantId: $productVariantId, quantity: $quantity) {
      __typename
      ... on Order {
        ...Cart_order
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on InsufficientStockError {
        quantityAvailable
        order {
          ...Cart_order
        }
      }
      ... on OrderLimitError {
        maxItems
      }
    }
  }
`);

export const AdjustOrderLineMutation = graphql(`
  mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {
    adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
      __typename
      ... on Order {
        ...Cart_order
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on InsufficientStockError {
        quantityAvailable
        order {
          ...Cart_order
        }
      }
      ... on OrderLimitError {
        maxItems
      }
    }
  }
`);

export const RemoveOrderLineMutation = graphql(`
  mutation RemoveOrderLine($orderLineId: ID!) {
    removeOrderLine(orderLineId: $orderLineId) {
      __typename
      ... on Order {
        ...Cart_order
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
