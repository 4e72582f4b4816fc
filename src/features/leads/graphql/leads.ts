import { graphql } from '@/graphql/generated';

export const SubmitMarketingLeadMutation = graphql(`
  mutation SubmitMarketingLead($input: SubmitMarketingLeadInput!) {
    submitMarketingLead(input: $input) {
      __typename
      ... on LeadReceipt {
        id
        createdAt
      }
      ... on LeadValidationError {
        fieldErrors {
          field
          code
        }
      }
      ... on LeadRateLimitError {
        retryAfterSeconds
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const SubmitContactMessageMutation = graphql(`
  mutation SubmitContactMessage($input: SubmitContactMessageInput!) {
    submitContactMessage(input: $input) {
      __typename
      ... on LeadReceipt {
        id
        createdAt
      }
      ... on LeadValidationError {
        fieldErrors {
          field
          code
        }
      }
      ... on LeadRateLimitError {
        retryAfterSeconds
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** The places shown on the contact page (address and opening hours come from the dealers plugin). */
export const ContactPlacesQuery = graphql(`
  query ContactPlaces {
    experienceCenters {
      id
      location
      address1
      address2
      city
      state
      zipCode
      operatingHours
      gmapsLink
      type
      upcoming
    }
  }
`);
