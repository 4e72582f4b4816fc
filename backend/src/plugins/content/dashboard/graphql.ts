import { graphql } from '@/gql';

export const metaTagListDocument = graphql(`
    query MetaTagRecords($options: MetaTagRecordListOptions) {
        metaTagRecords(options: $options) {
            totalItems
            items {
                id createdAt updatedAt pageName
                translations { languageCode title }
            }
        }
    }
`);

export const metaTagDocument = graphql(`
    query MetaTagRecord($id: ID!) {
        metaTagRecord(id: $id) {
            id pageName updatedAt
            translations {
                languageCode title description
                og { title description site_name image { url } }
            }
        }
    }
`);

export const createMetaTagDocument = graphql(`
    mutation CreateMetaTag($input: CreateMetaTagInput!) {
        createMetaTag(input: $input) { id }
    }
`);

export const updateMetaTagDocument = graphql(`
    mutation UpdateMetaTag($input: UpdateMetaTagInput!) {
        updateMetaTag(input: $input) { id updatedAt }
    }
`);

/** The FAQ topic list page (Vendure's ListPage sends the standard list options). */
export const faqTopicListDocument = graphql(`
    query FaqTopicList($options: FaqTopicRecordListOptions) {
        faqTopicRecords(options: $options) {
            totalItems
            items {
                id createdAt updatedAt slug position
                translations { languageCode title }
                answers { id }
            }
        }
    }
`);

/** One topic with its answers (the topic page). */
export const faqTopicDocument = graphql(`
    query FaqTopicRecord($id: ID!) {
        faqTopicRecord(id: $id) {
            id slug position updatedAt
            translations { id languageCode title }
            answers {
                id slug position
                translations { languageCode question }
            }
        }
    }
`);

/** One answer (the answer page). */
export const faqAnswerDocument = graphql(`
    query FaqAnswerRecord($id: ID!) {
        faqAnswerRecord(id: $id) {
            id slug position topicId updatedAt
            translations { id languageCode question answer }
        }
    }
`);

export const createFaqTopicDocument = graphql(`
    mutation CreateFaqTopic($input: CreateFaqTopicInput!) {
        createFaqTopic(input: $input) { id }
    }
`);

export const updateFaqTopicDocument = graphql(`
    mutation UpdateFaqTopic($input: UpdateFaqTopicInput!) {
        updateFaqTopic(input: $input) { id }
    }
`);

export const deleteFaqTopicDocument = graphql(`
    mutation DeleteFaqTopic($id: ID!) {
        deleteFaqTopic(id: $id) { result message }
    }
`);

export const createFaqAnswerDocument = graphql(`
    mutation CreateFaqAnswer($input: CreateFaqAnswerInput!) {
        createFaqAnswer(input: $input) { id }
    }
`);

export const updateFaqAnswerDocument = graphql(`
    mutation UpdateFaqAnswer($input: UpdateFaqAnswerInput!) {
        updateFaqAnswer(input: $input) { id }
    }
`);

export const deleteFaqAnswerDocument = graphql(`
    mutation DeleteFaqAnswer($id: ID!) {
        deleteFaqAnswer(id: $id) { result message }
    }
`);

export const blogPostsDocument = graphql(`
    query BlogPostRecords($options: BlogPostRecordListOptions) {
        blogPostRecords(options: $options) {
            totalItems
            items {
                id createdAt updatedAt slug author publishedAt
                translations { languageCode title }
            }
        }
    }
`);

export const blogPostDocument = graphql(`
    query BlogPostRecord($id: ID!) {
        blogPostRecord(id: $id) {
            id slug author coverImageUrl publishedAt updatedAt
            translations { languageCode title excerpt body tags }
        }
    }
`);

export const createBlogPostDocument = graphql(`
    mutation CreateBlogPost($input: CreateBlogPostInput!) {
        createBlogPost(input: $input) { id }
    }
`);

export const updateBlogPostDocument = graphql(`
    mutation UpdateBlogPost($input: UpdateBlogPostInput!) {
        updateBlogPost(input: $input) { id }
    }
`);

export const deleteBlogPostDocument = graphql(`
    mutation DeleteBlogPost($id: ID!) {
        deleteBlogPost(id: $id) { result message }
    }
`);

export const legalPageListDocument = graphql(`
    query LegalPageList($options: LegalPageRecordListOptions) {
        legalPageRecords(options: $options) {
            totalItems
            items {
                id createdAt updatedAt slug lastUpdated
                translations { languageCode title }
            }
        }
    }
`);

export const legalPageDocument = graphql(`
    query LegalPageRecord($id: ID!) {
        legalPageRecord(id: $id) {
            id slug lastUpdated updatedAt
            translations { id languageCode title body }
        }
    }
`);

export const updateLegalPageDocument = graphql(`
    mutation UpdateLegalPage($input: UpdateLegalPageInput!) {
        updateLegalPage(input: $input) { id }
    }
`);

export const guidebookListDocument = graphql(`
    query GuidebookRecordList($options: GuidebookRecordListOptions) {
        guidebookRecords(options: $options) {
            items { id version title pdfUrl createdAt }
            totalItems
        }
    }
`);

export const guidebookDocument = graphql(`
    query GuidebookRecord($id: ID!) {
        guidebookRecord(id: $id) { id version title pdfUrl createdAt }
    }
`);

export const publishGuidebookDocument = graphql(`
    mutation PublishGuidebook($input: PublishGuidebookInput!) {
        publishGuidebook(input: $input) { id }
    }
`);

export const updateGuidebookDocument = graphql(`
    mutation UpdateGuidebook($input: UpdateGuidebookInput!) {
        updateGuidebook(input: $input) { id }
    }
`);
