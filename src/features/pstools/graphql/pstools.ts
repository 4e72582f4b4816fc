import { graphql } from '@/graphql/generated';

export const StaffProfileQuery = graphql(`
  query StaffProfile {
    staffProfile {
      id
      name
      emailAddress
      isPS
      role
      capabilities
      regionId
      region
      dealer {
        id
        location
        dealerSlug
        city
      }
      channel {
        code
        name
      }
    }
  }
`);

export const CustomerCheckIsPSQuery = graphql(`
  query CustomerCheckIsPS($email: String!) {
    customerCheckIsPS(email: $email) {
      success
      message
      errorCode
      role
    }
  }
`);

export const GuestbookFormOptionsQuery = graphql(`
  query GuestbookFormOptions {
    guestbookFormOptions {
      priorities
      leadSources
      outcomes
      products
    }
  }
`);

export const GuestbookEntryFragment = graphql(`
  fragment GuestbookEntry_entry on GuestbookEntry {
    id
    createdAt
    fullName
    phone
    email
    city
    priority
    dealerId
    leadSource
    leadSourceLocation
    productSlug
    followUpDate
    status
    outcome
    outcomeNote
    completedAt
    customerId
  }
`);

export const GuestbookEntriesQuery = graphql(`
  query GuestbookEntries($options: GuestbookListInput) {
    guestbookEntries(options: $options) {
      ...GuestbookEntry_entry
    }
  }
`);

export const GuestbookDuplicatesQuery = graphql(`
  query GuestbookDuplicates($phone: String, $email: String) {
    guestbookDuplicates(phone: $phone, email: $email) {
      kind
      id
      name
      matchedBy
      createdAt
    }
  }
`);

export const CreateGuestbookEntryMutation = graphql(`
  mutation CreateGuestbookEntry($input: CreateGuestbookEntryInput!) {
    createGuestbookEntry(input: $input) {
      __typename
      ... on GuestbookEntry {
        ...GuestbookEntry_entry
      }
      ... on GuestbookValidationError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on GuestbookDuplicateError {
        errorCode
        message
        existing {
          ...GuestbookEntry_entry
        }
      }
    }
  }
`);

export const UpdateGuestbookFollowUpMutation = graphql(`
  mutation UpdateGuestbookFollowUp($id: ID!, $input: GuestbookFollowUpInput!) {
    updateGuestbookFollowUp(id: $id, input: $input) {
      __typename
      ... on GuestbookEntry {
        ...GuestbookEntry_entry
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const StaffBookingFragment = graphql(`
  fragment StaffBooking_booking on TestRideBooking {
    id
    code
    status
    productSlug
    localDate
    localTime
    name
    phone
    email
    place {
      id
      location
    }
  }
`);

export const ProfileCustomerByPSQuery = graphql(`
  query ProfileCustomerByPS($query: String, $customerId: ID) {
    profileCustomerByPS(query: $query, customerId: $customerId) {
      __typename
      ... on StaffCustomerProfile {
        customer {
          id
          name
          emailAddress
          phoneNumber
          persona
          createdAt
        }
        phone
        email
        bookings {
          ...StaffBooking_booking
        }
        leads {
          id
          fullName
          city
          source
          productSlug
          createdAt
        }
        guestbook {
          ...GuestbookEntry_entry
        }
        orders {
          id
          code
          state
          totalWithTax
          currencyCode
          orderPlacedAt
        }
        documentsShown
        documents {
          type
          kind
          maskedNumber
          hasImage
        }
      }
      ... on StaffLookupNotFoundError {
        errorCode
        message
      }
      ... on StaffLookupValidationError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
    }
  }
`);

export const StaffTestRidesQuery = graphql(`
  query StaffTestRides {
    staffTestRides {
      ...StaffBooking_booking
    }
  }
`);

export const JobRecordQuery = graphql(`
  query JobRecord {
    jobRecord {
      kind
      refId
      title
      startedAt
      settledAt
    }
  }
`);

export const CreateBookingByPSMutation = graphql(`
  mutation CreateBookingByPS($input: CreateTestRideBookingInput!, $customerId: ID, $guestbookEntryId: ID) {
    createBookingByPS(input: $input, customerId: $customerId, guestbookEntryId: $guestbookEntryId) {
      __typename
      ... on TestRideBooking {
        ...StaffBooking_booking
      }
      ... on TestRideValidationError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const PsGuidebookQuery = graphql(`
  query PsGuidebook {
    guidebook {
      id
      version
      title
      pdfUrl
    }
  }
`);
