import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    type MetaTagOgImage {
        url: String!
    }

    type MetaTagOg {
        title: String
        description: String
        site_name: String
        image: MetaTagOgImage
    }

    type MetaTag {
        id: ID!
        page_name: String!
        title: String!
        description: String!
        og: [MetaTagOg!]!
    }

    input MetaTagWhereInput {
        page_name: String!
    }


    type FaqAnswer {
        id: ID!
        "Unique within its topic; the answerId of /support/[topicId]/[answerId]."
        slug: String!
        topicSlug: String!
        position: Int!
        question: String!
        "Markdown (headings, paragraphs, lists, links, bold); render it as text, never as HTML."
        answer: String!
    }

    type FaqTopic {
        id: ID!
        "The topicId of /support/[topicId]."
        slug: String!
        position: Int!
        title: String!
        answers: [FaqAnswer!]!
    }

    type BlogPost {
        id: ID!
        slug: String!
        title: String!
        excerpt: String!
        "Markdown."
        body: String!
        coverImageUrl: String
        author: String!
        publishedAt: DateTime!
        tags: [String!]!
    }

    type BlogPostList {
        items: [BlogPost!]!
        totalItems: Int!
    }

    type LegalPage {
        id: ID!
        slug: String!
        title: String!
        "Markdown."
        body: String!
        lastUpdated: DateTime!
    }

    type Guidebook {
        id: ID!
        version: String!
        title: String!
        pdfUrl: String!
        createdAt: DateTime!
    }

    extend type Query {
        "FAQ topics with their answers in display order, in a locale (English when it has no translation)."
        faqTopics(locale: String!): [FaqTopic!]!
        "One FAQ topic by slug, or null."
        faqTopic(locale: String!, slug: String!): FaqTopic
        "Published blog posts, newest first (take: 1 to 50, default 20)."
        blogPosts(locale: String!, skip: Int, take: Int): BlogPostList!
        "A published blog post by slug, or null (drafts and scheduled posts are null too)."
        blogPost(locale: String!, slug: String!): BlogPost
        "A legal page by slug, or null."
        legalPage(locale: String!, slug: String!): LegalPage
        "The current product-specialist guidebook (signed-in callers only)."
        guidebook: Guidebook
        "Meta tags of a page in a locale, falling back to English when the locale has no translation."
        metaTags(locale: String!, where: MetaTagWhereInput!): [MetaTag!]!
    }
`;

export const adminApiExtensions = gql`
    type MetaTagOgImage {
        url: String!
    }

    type MetaTagOg {
        title: String
        description: String
        site_name: String
        image: MetaTagOgImage
    }

    type MetaTagTranslationItem {
        id: ID!
        languageCode: String!
        title: String!
        description: String!
        og: [MetaTagOg!]!
    }

    type MetaTagRecord implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        pageName: String!
        translations: [MetaTagTranslationItem!]!
    }

    type MetaTagRecordList implements PaginatedList {
        items: [MetaTagRecord!]!
        totalItems: Int!
    }

    input MetaTagOgInput {
        title: String
        description: String
        site_name: String
        imageUrl: String
    }

    input MetaTagTranslationInput {
        languageCode: String!
        title: String!
        description: String!
        og: [MetaTagOgInput!]
    }

    input CreateMetaTagInput {
        pageName: String!
        translations: [MetaTagTranslationInput!]!
    }

    input UpdateMetaTagInput {
        id: ID!
        pageName: String
        "Replaces the translations of the locales given; other locales are kept."
        translations: [MetaTagTranslationInput!]
    }


    type FaqTopicTranslationItem {
        id: ID!
        languageCode: String!
        title: String!
    }

    type FaqAnswerTranslationItem {
        id: ID!
        languageCode: String!
        question: String!
        answer: String!
    }

    type FaqAnswerRecord implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        slug: String!
        position: Int!
        topicId: ID!
        translations: [FaqAnswerTranslationItem!]!
    }

    type FaqTopicRecord implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        slug: String!
        position: Int!
        translations: [FaqTopicTranslationItem!]!
        answers: [FaqAnswerRecord!]!
    }

    type FaqTopicRecordList implements PaginatedList {
        items: [FaqTopicRecord!]!
        totalItems: Int!
    }

    input FaqTopicTranslationInput {
        languageCode: String!
        title: String!
    }

    input CreateFaqTopicInput {
        slug: String!
        position: Int
        translations: [FaqTopicTranslationInput!]!
    }

    input UpdateFaqTopicInput {
        id: ID!
        slug: String
        position: Int
        "Replaces the translations of the locales given; other locales are kept."
        translations: [FaqTopicTranslationInput!]
    }

    input FaqAnswerTranslationInput {
        languageCode: String!
        question: String!
        "Markdown."
        answer: String!
    }

    input CreateFaqAnswerInput {
        topicId: ID!
        slug: String!
        position: Int
        translations: [FaqAnswerTranslationInput!]!
    }

    input UpdateFaqAnswerInput {
        id: ID!
        topicId: ID
        slug: String
        position: Int
        translations: [FaqAnswerTranslationInput!]
    }

    type BlogPostTranslationItem {
        id: ID!
        languageCode: String!
        title: String!
        excerpt: String!
        body: String!
        tags: [String!]!
    }

    type BlogPostRecord implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        slug: String!
        author: String!
        coverImageUrl: String
        "Null for a draft; a future date schedules the post."
        publishedAt: DateTime
        translations: [BlogPostTranslationItem!]!
    }

    type BlogPostRecordList implements PaginatedList {
        items: [BlogPostRecord!]!
        totalItems: Int!
    }

    input BlogPostTranslationInput {
        languageCode: String!
        title: String!
        excerpt: String!
        "Markdown."
        body: String!
        tags: [String!]
    }

    input CreateBlogPostInput {
        slug: String!
        author: String!
        coverImageUrl: String
        publishedAt: DateTime
        translations: [BlogPostTranslationInput!]!
    }

    input UpdateBlogPostInput {
        id: ID!
        slug: String
        author: String
        coverImageUrl: String
        "Null makes the post a draft again; leave it out to keep the date."
        publishedAt: DateTime
        translations: [BlogPostTranslationInput!]
    }

    type LegalPageTranslationItem {
        id: ID!
        languageCode: String!
        title: String!
        body: String!
    }

    type LegalPageRecord implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        slug: String!
        lastUpdated: DateTime!
        translations: [LegalPageTranslationItem!]!
    }

    type LegalPageRecordList implements PaginatedList {
        items: [LegalPageRecord!]!
        totalItems: Int!
    }

    input LegalPageTranslationInput {
        languageCode: String!
        title: String!
        "Markdown."
        body: String!
    }

    input CreateLegalPageInput {
        "One of privacy-policy-term-of-use, refund-return-warranty, conditions-for-orders-outside-jabodetabek-area, warranty."
        slug: String!
        lastUpdated: DateTime!
        translations: [LegalPageTranslationInput!]!
    }

    input UpdateLegalPageInput {
        id: ID!
        lastUpdated: DateTime
        translations: [LegalPageTranslationInput!]
    }

    extend type Query {
        faqTopicRecords(options: FaqTopicRecordListOptions): FaqTopicRecordList!
        faqTopicRecord(id: ID!): FaqTopicRecord
        faqAnswerRecord(id: ID!): FaqAnswerRecord
        blogPostRecords(options: BlogPostRecordListOptions): BlogPostRecordList!
        blogPostRecord(id: ID!): BlogPostRecord
        legalPageRecords(options: LegalPageRecordListOptions): LegalPageRecordList!
        legalPageRecord(id: ID!): LegalPageRecord
        metaTagRecords(options: MetaTagRecordListOptions): MetaTagRecordList!
        metaTagRecord(id: ID!): MetaTagRecord
    }

    extend type Mutation {
        createMetaTag(input: CreateMetaTagInput!): MetaTagRecord!
        updateMetaTag(input: UpdateMetaTagInput!): MetaTagRecord!
        deleteMetaTag(id: ID!): DeletionResponse!
        createFaqTopic(input: CreateFaqTopicInput!): FaqTopicRecord!
        updateFaqTopic(input: UpdateFaqTopicInput!): FaqTopicRecord!
        "Refused (NOT_DELETED) while the topic has answers."
        deleteFaqTopic(id: ID!): DeletionResponse!
        createFaqAnswer(input: CreateFaqAnswerInput!): FaqAnswerRecord!
        updateFaqAnswer(input: UpdateFaqAnswerInput!): FaqAnswerRecord!
        deleteFaqAnswer(id: ID!): DeletionResponse!
        createBlogPost(input: CreateBlogPostInput!): BlogPostRecord!
        updateBlogPost(input: UpdateBlogPostInput!): BlogPostRecord!
        deleteBlogPost(id: ID!): DeletionResponse!
        createLegalPage(input: CreateLegalPageInput!): LegalPageRecord!
        updateLegalPage(input: UpdateLegalPageInput!): LegalPageRecord!
        deleteLegalPage(id: ID!): DeletionResponse!
    }

    "One published version of the product specialists' guidebook; the newest is the current one."
    type GuidebookRecord implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        version: String!
        title: String!
        pdfUrl: String!
    }

    input PublishGuidebookInput {
        "New, unique, e.g. 2026.2"
        version: String!
        title: String!
        "https:// or a path on the site"
        pdfUrl: String!
    }

    input UpdateGuidebookInput {
        id: ID!
        "Unique, like a new one's"
        version: String
        title: String
        pdfUrl: String
    }

    type GuidebookRecordList implements PaginatedList {
        items: [GuidebookRecord!]!
        totalItems: Int!
    }

    # Vendure generates the filter and sort inputs from GuidebookRecord's fields.
    input GuidebookRecordListOptions

    extend type Query {
        "Every version, newest (current) first unless sorted otherwise (the standard list options)."
        guidebookRecords(options: GuidebookRecordListOptions): GuidebookRecordList!
        guidebookRecord(id: ID!): GuidebookRecord
    }

    extend type Mutation {
        "Publishes a new version: it becomes the current guidebook."
        publishGuidebook(input: PublishGuidebookInput!): GuidebookRecord!
        "Corrects the version number, title or PDF address of a version."
        updateGuidebook(input: UpdateGuidebookInput!): GuidebookRecord!
    }

    # Generated by Vendure from the entity fields used in list options.
    input MetaTagRecordListOptions
    input BlogPostRecordListOptions
    input FaqTopicRecordListOptions
    input LegalPageRecordListOptions
`;
