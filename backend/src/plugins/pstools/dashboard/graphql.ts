import { graphql } from '@/gql';

export const guestbookEntriesDocument = graphql(`
    query GuestbookEntryList($options: GuestbookEntryListOptions) {
        guestbookEntryList(options: $options) {
            totalItems
            items {
                id
                createdAt
                fullName
                phone
                email
                city
                priority
                leadSource
                productSlug
                followUpDate
                status
                outcome
            }
        }
    }
`);
