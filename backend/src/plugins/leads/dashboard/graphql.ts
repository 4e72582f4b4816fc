import { graphql } from '@/gql';

export const marketingLeadsDocument = graphql(`
    query MarketingLeads($options: MarketingLeadListOptions) {
        marketingLeads(options: $options) {
            totalItems
            items { id createdAt fullName phone city source productSlug monthlyInstalment }
        }
    }
`);

export const marketingLeadDocument = graphql(`
    query MarketingLead($id: ID!) {
        marketingLead(id: $id) {
            id createdAt fullName phone city source productSlug batteryOption areaCode downPaymentPercent
            tenorMonths provider kmPerDay otrPrice monthlyInstalment languageCode customerId
        }
    }
`);

export const contactMessagesDocument = graphql(`
    query ContactMessages($options: ContactMessageListOptions) {
        contactMessages(options: $options) {
            totalItems
            items { id createdAt name email phone topic message }
        }
    }
`);

export const contactMessageDocument = graphql(`
    query ContactMessage($id: ID!) {
        contactMessage(id: $id) {
            id createdAt name email phone topic message languageCode customerId
        }
    }
`);
