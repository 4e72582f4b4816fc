/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MetaTags($locale: String!, $pageName: String!) {\n    metaTags(locale: $locale, where: { page_name: $pageName }) {\n      page_name\n      title\n      description\n      og {\n        title\n        description\n        site_name\n        image {\n          url\n        }\n      }\n    }\n  }\n": typeof types.MetaTagsDocument,
    "\n  query ProfileCustomer {\n    profileCustomer {\n      id\n      name\n      emailAddress\n      phoneNumber\n      branchLocation\n      selectedLanguage\n      statusAffiliator\n      photoURL\n      birthDate\n      gender\n      emailVerified\n      isGoogleAccount\n      persona\n      isPS\n      role\n      allowedCompany\n      occupation\n    }\n  }\n": typeof types.ProfileCustomerDocument,
    "\n  mutation Authenticate($idToken: String!, $rememberMe: Boolean) {\n    authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: $rememberMe) {\n      __typename\n      ... on CurrentUser {\n        id\n        identifier\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on InvalidCredentialsError {\n        authenticationError\n      }\n    }\n  }\n": typeof types.AuthenticateDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ModelCard_product on Product {\n    id\n    name\n    slug\n    description\n    featuredAsset {\n      id\n      preview\n    }\n    variants {\n      id\n      priceWithTax\n      currencyCode\n    }\n  }\n": typeof types.ModelCard_ProductFragmentDoc,
    "\n  query Motorcycles($slugs: [String!]!) {\n    products(options: { filter: { slug: { in: $slugs } } }) {\n      items {\n        ...ModelCard_product\n      }\n    }\n  }\n": typeof types.MotorcyclesDocument,
    "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      name\n      slug\n      description\n      featuredAsset {\n        id\n        preview\n      }\n      assets {\n        id\n        preview\n        name\n      }\n      optionGroups {\n        id\n        code\n        name\n        options {\n          id\n          code\n          name\n        }\n      }\n      variants {\n        id\n        name\n        sku\n        priceWithTax\n        currencyCode\n        stockLevel\n        featuredAsset {\n          id\n          preview\n        }\n        options {\n          id\n          code\n          name\n          groupId\n        }\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
};
const documents: Documents = {
    "\n  query MetaTags($locale: String!, $pageName: String!) {\n    metaTags(locale: $locale, where: { page_name: $pageName }) {\n      page_name\n      title\n      description\n      og {\n        title\n        description\n        site_name\n        image {\n          url\n        }\n      }\n    }\n  }\n": types.MetaTagsDocument,
    "\n  query ProfileCustomer {\n    profileCustomer {\n      id\n      name\n      emailAddress\n      phoneNumber\n      branchLocation\n      selectedLanguage\n      statusAffiliator\n      photoURL\n      birthDate\n      gender\n      emailVerified\n      isGoogleAccount\n      persona\n      isPS\n      role\n      allowedCompany\n      occupation\n    }\n  }\n": types.ProfileCustomerDocument,
    "\n  mutation Authenticate($idToken: String!, $rememberMe: Boolean) {\n    authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: $rememberMe) {\n      __typename\n      ... on CurrentUser {\n        id\n        identifier\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on InvalidCredentialsError {\n        authenticationError\n      }\n    }\n  }\n": types.AuthenticateDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment ModelCard_product on Product {\n    id\n    name\n    slug\n    description\n    featuredAsset {\n      id\n      preview\n    }\n    variants {\n      id\n      priceWithTax\n      currencyCode\n    }\n  }\n": types.ModelCard_ProductFragmentDoc,
    "\n  query Motorcycles($slugs: [String!]!) {\n    products(options: { filter: { slug: { in: $slugs } } }) {\n      items {\n        ...ModelCard_product\n      }\n    }\n  }\n": types.MotorcyclesDocument,
    "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      name\n      slug\n      description\n      featuredAsset {\n        id\n        preview\n      }\n      assets {\n        id\n        preview\n        name\n      }\n      optionGroups {\n        id\n        code\n        name\n        options {\n          id\n          code\n          name\n        }\n      }\n      variants {\n        id\n        name\n        sku\n        priceWithTax\n        currencyCode\n        stockLevel\n        featuredAsset {\n          id\n          preview\n        }\n        options {\n          id\n          code\n          name\n          groupId\n        }\n      }\n    }\n  }\n": types.ProductDetailDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetaTags($locale: String!, $pageName: String!) {\n    metaTags(locale: $locale, where: { page_name: $pageName }) {\n      page_name\n      title\n      description\n      og {\n        title\n        description\n        site_name\n        image {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MetaTags($locale: String!, $pageName: String!) {\n    metaTags(locale: $locale, where: { page_name: $pageName }) {\n      page_name\n      title\n      description\n      og {\n        title\n        description\n        site_name\n        image {\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileCustomer {\n    profileCustomer {\n      id\n      name\n      emailAddress\n      phoneNumber\n      branchLocation\n      selectedLanguage\n      statusAffiliator\n      photoURL\n      birthDate\n      gender\n      emailVerified\n      isGoogleAccount\n      persona\n      isPS\n      role\n      allowedCompany\n      occupation\n    }\n  }\n"): (typeof documents)["\n  query ProfileCustomer {\n    profileCustomer {\n      id\n      name\n      emailAddress\n      phoneNumber\n      branchLocation\n      selectedLanguage\n      statusAffiliator\n      photoURL\n      birthDate\n      gender\n      emailVerified\n      isGoogleAccount\n      persona\n      isPS\n      role\n      allowedCompany\n      occupation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authenticate($idToken: String!, $rememberMe: Boolean) {\n    authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: $rememberMe) {\n      __typename\n      ... on CurrentUser {\n        id\n        identifier\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on InvalidCredentialsError {\n        authenticationError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Authenticate($idToken: String!, $rememberMe: Boolean) {\n    authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: $rememberMe) {\n      __typename\n      ... on CurrentUser {\n        id\n        identifier\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on InvalidCredentialsError {\n        authenticationError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelCard_product on Product {\n    id\n    name\n    slug\n    description\n    featuredAsset {\n      id\n      preview\n    }\n    variants {\n      id\n      priceWithTax\n      currencyCode\n    }\n  }\n"): (typeof documents)["\n  fragment ModelCard_product on Product {\n    id\n    name\n    slug\n    description\n    featuredAsset {\n      id\n      preview\n    }\n    variants {\n      id\n      priceWithTax\n      currencyCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Motorcycles($slugs: [String!]!) {\n    products(options: { filter: { slug: { in: $slugs } } }) {\n      items {\n        ...ModelCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query Motorcycles($slugs: [String!]!) {\n    products(options: { filter: { slug: { in: $slugs } } }) {\n      items {\n        ...ModelCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      name\n      slug\n      description\n      featuredAsset {\n        id\n        preview\n      }\n      assets {\n        id\n        preview\n        name\n      }\n      optionGroups {\n        id\n        code\n        name\n        options {\n          id\n          code\n          name\n        }\n      }\n      variants {\n        id\n        name\n        sku\n        priceWithTax\n        currencyCode\n        stockLevel\n        featuredAsset {\n          id\n          preview\n        }\n        options {\n          id\n          code\n          name\n          groupId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      name\n      slug\n      description\n      featuredAsset {\n        id\n        preview\n      }\n      assets {\n        id\n        preview\n        name\n      }\n      optionGroups {\n        id\n        code\n        name\n        options {\n          id\n          code\n          name\n        }\n      }\n      variants {\n        id\n        name\n        sku\n        priceWithTax\n        currencyCode\n        stockLevel\n        featuredAsset {\n          id\n          preview\n        }\n        options {\n          id\n          code\n          name\n          groupId\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;