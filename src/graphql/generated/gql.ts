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
    "\n  fragment FaqTopic_fields on FaqTopic {\n    id\n    slug\n    title\n    answers {\n      id\n      slug\n      topicSlug\n      question\n      answer\n    }\n  }\n": typeof types.FaqTopic_FieldsFragmentDoc,
    "\n  query FaqTopics($locale: String!) {\n    faqTopics(locale: $locale) {\n      ...FaqTopic_fields\n    }\n  }\n": typeof types.FaqTopicsDocument,
    "\n  query FaqTopic($locale: String!, $slug: String!) {\n    faqTopic(locale: $locale, slug: $slug) {\n      ...FaqTopic_fields\n    }\n  }\n": typeof types.FaqTopicDocument,
    "\n  fragment BlogPostSummary_fields on BlogPost {\n    id\n    slug\n    title\n    excerpt\n    coverImageUrl\n    author\n    publishedAt\n    tags\n  }\n": typeof types.BlogPostSummary_FieldsFragmentDoc,
    "\n  query BlogPosts($locale: String!, $skip: Int, $take: Int) {\n    blogPosts(locale: $locale, skip: $skip, take: $take) {\n      totalItems\n      items {\n        ...BlogPostSummary_fields\n      }\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query BlogPost($locale: String!, $slug: String!) {\n    blogPost(locale: $locale, slug: $slug) {\n      ...BlogPostSummary_fields\n      body\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query LegalPage($locale: String!, $slug: String!) {\n    legalPage(locale: $locale, slug: $slug) {\n      id\n      slug\n      title\n      body\n      lastUpdated\n    }\n  }\n": typeof types.LegalPageDocument,
    "\n  query Guidebook {\n    guidebook {\n      id\n      version\n      title\n      pdfUrl\n    }\n  }\n": typeof types.GuidebookDocument,
    "\n  fragment TestRidePlace_place on TestRidePlace {\n    id\n    location\n    address1\n    address2\n    city\n    state\n    latitude\n    longitude\n    type\n    gmapsLink\n    operatingHours\n    upcoming\n    bookable\n    distanceKm\n  }\n": typeof types.TestRidePlace_PlaceFragmentDoc,
    "\n  fragment TestRideBooking_booking on TestRideBooking {\n    id\n    code\n    status\n    productSlug\n    locationType\n    place {\n      ...TestRidePlace_place\n    }\n    address\n    latitude\n    longitude\n    slotStart\n    slotEnd\n    localDate\n    localTime\n    name\n    phone\n    email\n    changeable\n  }\n": typeof types.TestRideBooking_BookingFragmentDoc,
    "\n  query TestRidePlaces($latitude: Float, $longitude: Float) {\n    testRidePlaces(latitude: $latitude, longitude: $longitude) {\n      ...TestRidePlace_place\n    }\n  }\n": typeof types.TestRidePlacesDocument,
    "\n  query TestRideFormOptions {\n    testRideFormOptions {\n      products\n      surveyAnswers\n      currentMotorcycles\n      maxServiceDistanceKm\n      minLeadMinutes\n      maxDaysAhead\n    }\n  }\n": typeof types.TestRideFormOptionsDocument,
    "\n  query TestRideSlots($input: TestRideSlotsInput!) {\n    testRideSlots(input: $input) {\n      __typename\n      ... on TestRideSlotList {\n        date\n        locationType\n        place {\n          ...TestRidePlace_place\n        }\n        slots {\n          slotStart\n          label\n          capacity\n          available\n          full\n        }\n      }\n      ... on TestRideValidationError {\n        errorCode\n        message\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        errorCode\n        message\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.TestRideSlotsDocument,
    "\n  mutation CreateTestRideBooking($input: CreateTestRideBookingInput!) {\n    createTestRideBooking(input: $input) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on TestRideValidationError {\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.CreateTestRideBookingDocument,
    "\n  query MyTestRides {\n    myTestRides {\n      ...TestRideBooking_booking\n    }\n  }\n": typeof types.MyTestRidesDocument,
    "\n  mutation RescheduleTestRide($id: ID!, $slotStart: DateTime!) {\n    rescheduleTestRide(id: $id, slotStart: $slotStart) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.RescheduleTestRideDocument,
    "\n  mutation CancelTestRide($id: ID!) {\n    cancelTestRide(id: $id) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.CancelTestRideDocument,
};
const documents: Documents = {
    "\n  query MetaTags($locale: String!, $pageName: String!) {\n    metaTags(locale: $locale, where: { page_name: $pageName }) {\n      page_name\n      title\n      description\n      og {\n        title\n        description\n        site_name\n        image {\n          url\n        }\n      }\n    }\n  }\n": types.MetaTagsDocument,
    "\n  query ProfileCustomer {\n    profileCustomer {\n      id\n      name\n      emailAddress\n      phoneNumber\n      branchLocation\n      selectedLanguage\n      statusAffiliator\n      photoURL\n      birthDate\n      gender\n      emailVerified\n      isGoogleAccount\n      persona\n      isPS\n      role\n      allowedCompany\n      occupation\n    }\n  }\n": types.ProfileCustomerDocument,
    "\n  mutation Authenticate($idToken: String!, $rememberMe: Boolean) {\n    authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: $rememberMe) {\n      __typename\n      ... on CurrentUser {\n        id\n        identifier\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n      ... on InvalidCredentialsError {\n        authenticationError\n      }\n    }\n  }\n": types.AuthenticateDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment ModelCard_product on Product {\n    id\n    name\n    slug\n    description\n    featuredAsset {\n      id\n      preview\n    }\n    variants {\n      id\n      priceWithTax\n      currencyCode\n    }\n  }\n": types.ModelCard_ProductFragmentDoc,
    "\n  query Motorcycles($slugs: [String!]!) {\n    products(options: { filter: { slug: { in: $slugs } } }) {\n      items {\n        ...ModelCard_product\n      }\n    }\n  }\n": types.MotorcyclesDocument,
    "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      name\n      slug\n      description\n      featuredAsset {\n        id\n        preview\n      }\n      assets {\n        id\n        preview\n        name\n      }\n      optionGroups {\n        id\n        code\n        name\n        options {\n          id\n          code\n          name\n        }\n      }\n      variants {\n        id\n        name\n        sku\n        priceWithTax\n        currencyCode\n        stockLevel\n        featuredAsset {\n          id\n          preview\n        }\n        options {\n          id\n          code\n          name\n          groupId\n        }\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  fragment FaqTopic_fields on FaqTopic {\n    id\n    slug\n    title\n    answers {\n      id\n      slug\n      topicSlug\n      question\n      answer\n    }\n  }\n": types.FaqTopic_FieldsFragmentDoc,
    "\n  query FaqTopics($locale: String!) {\n    faqTopics(locale: $locale) {\n      ...FaqTopic_fields\n    }\n  }\n": types.FaqTopicsDocument,
    "\n  query FaqTopic($locale: String!, $slug: String!) {\n    faqTopic(locale: $locale, slug: $slug) {\n      ...FaqTopic_fields\n    }\n  }\n": types.FaqTopicDocument,
    "\n  fragment BlogPostSummary_fields on BlogPost {\n    id\n    slug\n    title\n    excerpt\n    coverImageUrl\n    author\n    publishedAt\n    tags\n  }\n": types.BlogPostSummary_FieldsFragmentDoc,
    "\n  query BlogPosts($locale: String!, $skip: Int, $take: Int) {\n    blogPosts(locale: $locale, skip: $skip, take: $take) {\n      totalItems\n      items {\n        ...BlogPostSummary_fields\n      }\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query BlogPost($locale: String!, $slug: String!) {\n    blogPost(locale: $locale, slug: $slug) {\n      ...BlogPostSummary_fields\n      body\n    }\n  }\n": types.BlogPostDocument,
    "\n  query LegalPage($locale: String!, $slug: String!) {\n    legalPage(locale: $locale, slug: $slug) {\n      id\n      slug\n      title\n      body\n      lastUpdated\n    }\n  }\n": types.LegalPageDocument,
    "\n  query Guidebook {\n    guidebook {\n      id\n      version\n      title\n      pdfUrl\n    }\n  }\n": types.GuidebookDocument,
    "\n  fragment TestRidePlace_place on TestRidePlace {\n    id\n    location\n    address1\n    address2\n    city\n    state\n    latitude\n    longitude\n    type\n    gmapsLink\n    operatingHours\n    upcoming\n    bookable\n    distanceKm\n  }\n": types.TestRidePlace_PlaceFragmentDoc,
    "\n  fragment TestRideBooking_booking on TestRideBooking {\n    id\n    code\n    status\n    productSlug\n    locationType\n    place {\n      ...TestRidePlace_place\n    }\n    address\n    latitude\n    longitude\n    slotStart\n    slotEnd\n    localDate\n    localTime\n    name\n    phone\n    email\n    changeable\n  }\n": types.TestRideBooking_BookingFragmentDoc,
    "\n  query TestRidePlaces($latitude: Float, $longitude: Float) {\n    testRidePlaces(latitude: $latitude, longitude: $longitude) {\n      ...TestRidePlace_place\n    }\n  }\n": types.TestRidePlacesDocument,
    "\n  query TestRideFormOptions {\n    testRideFormOptions {\n      products\n      surveyAnswers\n      currentMotorcycles\n      maxServiceDistanceKm\n      minLeadMinutes\n      maxDaysAhead\n    }\n  }\n": types.TestRideFormOptionsDocument,
    "\n  query TestRideSlots($input: TestRideSlotsInput!) {\n    testRideSlots(input: $input) {\n      __typename\n      ... on TestRideSlotList {\n        date\n        locationType\n        place {\n          ...TestRidePlace_place\n        }\n        slots {\n          slotStart\n          label\n          capacity\n          available\n          full\n        }\n      }\n      ... on TestRideValidationError {\n        errorCode\n        message\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        errorCode\n        message\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.TestRideSlotsDocument,
    "\n  mutation CreateTestRideBooking($input: CreateTestRideBookingInput!) {\n    createTestRideBooking(input: $input) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on TestRideValidationError {\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.CreateTestRideBookingDocument,
    "\n  query MyTestRides {\n    myTestRides {\n      ...TestRideBooking_booking\n    }\n  }\n": types.MyTestRidesDocument,
    "\n  mutation RescheduleTestRide($id: ID!, $slotStart: DateTime!) {\n    rescheduleTestRide(id: $id, slotStart: $slotStart) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.RescheduleTestRideDocument,
    "\n  mutation CancelTestRide($id: ID!) {\n    cancelTestRide(id: $id) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.CancelTestRideDocument,
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FaqTopic_fields on FaqTopic {\n    id\n    slug\n    title\n    answers {\n      id\n      slug\n      topicSlug\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  fragment FaqTopic_fields on FaqTopic {\n    id\n    slug\n    title\n    answers {\n      id\n      slug\n      topicSlug\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqTopics($locale: String!) {\n    faqTopics(locale: $locale) {\n      ...FaqTopic_fields\n    }\n  }\n"): (typeof documents)["\n  query FaqTopics($locale: String!) {\n    faqTopics(locale: $locale) {\n      ...FaqTopic_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqTopic($locale: String!, $slug: String!) {\n    faqTopic(locale: $locale, slug: $slug) {\n      ...FaqTopic_fields\n    }\n  }\n"): (typeof documents)["\n  query FaqTopic($locale: String!, $slug: String!) {\n    faqTopic(locale: $locale, slug: $slug) {\n      ...FaqTopic_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogPostSummary_fields on BlogPost {\n    id\n    slug\n    title\n    excerpt\n    coverImageUrl\n    author\n    publishedAt\n    tags\n  }\n"): (typeof documents)["\n  fragment BlogPostSummary_fields on BlogPost {\n    id\n    slug\n    title\n    excerpt\n    coverImageUrl\n    author\n    publishedAt\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($locale: String!, $skip: Int, $take: Int) {\n    blogPosts(locale: $locale, skip: $skip, take: $take) {\n      totalItems\n      items {\n        ...BlogPostSummary_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts($locale: String!, $skip: Int, $take: Int) {\n    blogPosts(locale: $locale, skip: $skip, take: $take) {\n      totalItems\n      items {\n        ...BlogPostSummary_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($locale: String!, $slug: String!) {\n    blogPost(locale: $locale, slug: $slug) {\n      ...BlogPostSummary_fields\n      body\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($locale: String!, $slug: String!) {\n    blogPost(locale: $locale, slug: $slug) {\n      ...BlogPostSummary_fields\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPage($locale: String!, $slug: String!) {\n    legalPage(locale: $locale, slug: $slug) {\n      id\n      slug\n      title\n      body\n      lastUpdated\n    }\n  }\n"): (typeof documents)["\n  query LegalPage($locale: String!, $slug: String!) {\n    legalPage(locale: $locale, slug: $slug) {\n      id\n      slug\n      title\n      body\n      lastUpdated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Guidebook {\n    guidebook {\n      id\n      version\n      title\n      pdfUrl\n    }\n  }\n"): (typeof documents)["\n  query Guidebook {\n    guidebook {\n      id\n      version\n      title\n      pdfUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestRidePlace_place on TestRidePlace {\n    id\n    location\n    address1\n    address2\n    city\n    state\n    latitude\n    longitude\n    type\n    gmapsLink\n    operatingHours\n    upcoming\n    bookable\n    distanceKm\n  }\n"): (typeof documents)["\n  fragment TestRidePlace_place on TestRidePlace {\n    id\n    location\n    address1\n    address2\n    city\n    state\n    latitude\n    longitude\n    type\n    gmapsLink\n    operatingHours\n    upcoming\n    bookable\n    distanceKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestRideBooking_booking on TestRideBooking {\n    id\n    code\n    status\n    productSlug\n    locationType\n    place {\n      ...TestRidePlace_place\n    }\n    address\n    latitude\n    longitude\n    slotStart\n    slotEnd\n    localDate\n    localTime\n    name\n    phone\n    email\n    changeable\n  }\n"): (typeof documents)["\n  fragment TestRideBooking_booking on TestRideBooking {\n    id\n    code\n    status\n    productSlug\n    locationType\n    place {\n      ...TestRidePlace_place\n    }\n    address\n    latitude\n    longitude\n    slotStart\n    slotEnd\n    localDate\n    localTime\n    name\n    phone\n    email\n    changeable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRidePlaces($latitude: Float, $longitude: Float) {\n    testRidePlaces(latitude: $latitude, longitude: $longitude) {\n      ...TestRidePlace_place\n    }\n  }\n"): (typeof documents)["\n  query TestRidePlaces($latitude: Float, $longitude: Float) {\n    testRidePlaces(latitude: $latitude, longitude: $longitude) {\n      ...TestRidePlace_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRideFormOptions {\n    testRideFormOptions {\n      products\n      surveyAnswers\n      currentMotorcycles\n      maxServiceDistanceKm\n      minLeadMinutes\n      maxDaysAhead\n    }\n  }\n"): (typeof documents)["\n  query TestRideFormOptions {\n    testRideFormOptions {\n      products\n      surveyAnswers\n      currentMotorcycles\n      maxServiceDistanceKm\n      minLeadMinutes\n      maxDaysAhead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRideSlots($input: TestRideSlotsInput!) {\n    testRideSlots(input: $input) {\n      __typename\n      ... on TestRideSlotList {\n        date\n        locationType\n        place {\n          ...TestRidePlace_place\n        }\n        slots {\n          slotStart\n          label\n          capacity\n          available\n          full\n        }\n      }\n      ... on TestRideValidationError {\n        errorCode\n        message\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        errorCode\n        message\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestRideSlots($input: TestRideSlotsInput!) {\n    testRideSlots(input: $input) {\n      __typename\n      ... on TestRideSlotList {\n        date\n        locationType\n        place {\n          ...TestRidePlace_place\n        }\n        slots {\n          slotStart\n          label\n          capacity\n          available\n          full\n        }\n      }\n      ... on TestRideValidationError {\n        errorCode\n        message\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        errorCode\n        message\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestRideBooking($input: CreateTestRideBookingInput!) {\n    createTestRideBooking(input: $input) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on TestRideValidationError {\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTestRideBooking($input: CreateTestRideBookingInput!) {\n    createTestRideBooking(input: $input) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on TestRideValidationError {\n        fieldErrors {\n          field\n          code\n        }\n      }\n      ... on TestRideOutsideServiceAreaError {\n        distanceKm\n        maxDistanceKm\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTestRides {\n    myTestRides {\n      ...TestRideBooking_booking\n    }\n  }\n"): (typeof documents)["\n  query MyTestRides {\n    myTestRides {\n      ...TestRideBooking_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleTestRide($id: ID!, $slotStart: DateTime!) {\n    rescheduleTestRide(id: $id, slotStart: $slotStart) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleTestRide($id: ID!, $slotStart: DateTime!) {\n    rescheduleTestRide(id: $id, slotStart: $slotStart) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTestRide($id: ID!) {\n    cancelTestRide(id: $id) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTestRide($id: ID!) {\n    cancelTestRide(id: $id) {\n      __typename\n      ... on TestRideBooking {\n        ...TestRideBooking_booking\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;