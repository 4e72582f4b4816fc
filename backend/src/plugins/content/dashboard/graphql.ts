import { graphql } from '@/gql';

export const metaTagListDocument = graphql(`
    query MetaTagRecords($options: MetaTagRecordListOptions) {
        metaTagRecords(options: $options) {
            totalItems
            items {
                id pageName updatedAt
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
