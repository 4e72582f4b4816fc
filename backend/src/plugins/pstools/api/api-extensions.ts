import gql from 'graphql-tag';

/** The guestbook entry, in both APIs. */
const guestbookTypes = gql`
    type GuestbookHistoryEntry {
        at: DateTime!
        by: ID!
        from: String
        to: String!
        note: String
    }

    type GuestbookEntry implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        fullName: String!
        phone: String!
        email: String!
        city: String!
        "HOT, WARM or COLD"
        priority: String!
        dealerId: ID!
        leadSource: String!
        leadSourceLocation: String!
        productSlug: String!
        "YYYY-MM-DD"
        followUpDate: String
        "ASSIGNED or COMPLETED"
        status: String!
        outcome: String
        outcomeNote: String
        completedAt: DateTime
        createdByCustomerId: ID!
        assignedToCustomerId: ID!
        "The customer account with this phone or e-mail when the entry was logged."
        customerId: ID
        history: [GuestbookHistoryEntry!]!
    }

`;

/** /pstools (SPEC §6-§7): every field below is refused (FORBIDDEN) unless the caller is staff with the right role. */
export const shopApiExtensions = gql`
    ${guestbookTypes}

    extend enum ErrorCode {
        GUESTBOOK_INVALID_INPUT
        GUESTBOOK_DUPLICATE
        GUESTBOOK_NOT_CHANGEABLE
        GUESTBOOK_NOT_FOUND
        CUSTOMER_NOT_FOUND
        LOOKUP_INVALID_INPUT
    }

    type CustomerCheckIsPSResult {
        success: Boolean!
        message: String!
        "NOT_STAFF when the account is a customer's."
        errorCode: String
        role: String
    }

    "SPEC §3 channel."
    type StaffChannel {
        code: String!
        name: String!
    }

    type StaffDealer {
        id: ID!
        location: String!
        dealerSlug: String!
        city: String!
    }

    "SPEC §3 staff profile variant."
    type StaffProfile {
        id: ID!
        name: String!
        emailAddress: String!
        isPS: Boolean!
        "Product Specialist, Product Specialist Coordinator or Admin E-Commerce"
        role: String!
        "What the role may do: guestbook, book, lookup, jobRecord, teamGuestbook, viewDocuments, allDealers"
        capabilities: [String!]!
        regionId: String
        region: String
        dealer: StaffDealer
        channel: StaffChannel!
    }

    type GuestbookFieldError {
        field: String!
        code: String!
    }

    type GuestbookValidationError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [GuestbookFieldError!]!
    }

    "The visitor already has an open entry: follow it up instead."
    type GuestbookDuplicateError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        existing: GuestbookEntry!
    }

    type GuestbookNotChangeableError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        status: String!
    }

    type GuestbookNotFoundError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    union CreateGuestbookEntryResult = GuestbookEntry | GuestbookValidationError | GuestbookDuplicateError
    union GuestbookChangeResult = GuestbookEntry | GuestbookValidationError | GuestbookNotChangeableError | GuestbookNotFoundError

    type GuestbookDuplicate {
        "CUSTOMER, MARKETING_LEAD or GUESTBOOK"
        kind: String!
        id: ID!
        name: String!
        "PHONE or EMAIL"
        matchedBy: String!
        createdAt: DateTime!
    }

    input CreateGuestbookEntryInput {
        "Client-generated per form fill (8–100 of A–Z a–z 0–9 _ -): the same key returns the same entry."
        idempotencyKey: String
        fullName: String
        phone: String
        email: String
        city: String
        priority: String
        dealerId: ID
        leadSource: String
        leadSourceLocation: String
        productSlug: String
        followUpDate: String
    }

    input GuestbookFollowUpInput {
        "Completes the entry."
        outcome: String
        note: String
        followUpDate: String
    }

    input GuestbookListInput {
        "Local (Jakarta) day the entries were logged, YYYY-MM-DD."
        date: String
        "ASSIGNED or COMPLETED"
        status: String
        "ASC: Assigned first (default); DESC: Completed first."
        sort: String
        "MINE (default) or TEAM (coordinators and admins)"
        scope: String
    }

    type GuestbookFormOptions {
        priorities: [String!]!
        leadSources: [String!]!
        outcomes: [String!]!
        products: [String!]!
    }

    type StaffCustomerSummary {
        id: ID!
        name: String!
        emailAddress: String!
        phoneNumber: String
        persona: String
        createdAt: DateTime!
    }

    type StaffLeadSummary {
        id: ID!
        fullName: String!
        phone: String!
        city: String!
        source: String!
        productSlug: String
        createdAt: DateTime!
    }

    type StaffOrderSummary {
        id: ID!
        code: String!
        state: String!
        totalWithTax: Money!
        currencyCode: String!
        orderPlacedAt: DateTime
    }

    "Which identity documents the customer has; never the image nor the full number."
    type StaffDocumentSummary {
        type: String!
        kind: String
        maskedNumber: String
        hasImage: Boolean!
    }

    type StaffCustomerProfile {
        "Null when no account has this phone or e-mail but bookings, leads or guestbook entries do."
        customer: StaffCustomerSummary
        phone: String
        email: String
        bookings: [TestRideBooking!]!
        leads: [StaffLeadSummary!]!
        guestbook: [GuestbookEntry!]!
        orders: [StaffOrderSummary!]!
        "False unless the role may see identity documents (coordinators, admins)."
        documentsShown: Boolean!
        documents: [StaffDocumentSummary!]!
    }

    type StaffLookupNotFoundError implements ErrorResult {
        errorCode: ErrorCode!
        "'No customer found' (phone/e-mail) or 'Customer not found' (id)"
        message: String!
    }

    type StaffLookupValidationError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [GuestbookFieldError!]!
    }

    union ProfileCustomerByPSResult = StaffCustomerProfile | StaffLookupNotFoundError | StaffLookupValidationError

    union CreateBookingByPSResult =
          TestRideBooking
        | TestRideValidationError
        | TestRideSlotFullError
        | TestRideSlotUnavailableError
        | TestRideOutsideServiceAreaError
        | TestRideLocationUndeterminedError
        | GuestbookNotFoundError
        | StaffLookupNotFoundError

    type JobRecordItem {
        "GUESTBOOK or TEST_RIDE"
        kind: String!
        refId: ID!
        title: String!
        startedAt: DateTime!
        "Null while the work item is open."
        settledAt: DateTime
    }

    extend type Query {
        "Whether the signed-in account (only its own e-mail) is staff."
        customerCheckIsPS(email: String!): CustomerCheckIsPSResult!
        "The signed-in staff member's profile; FORBIDDEN for customers."
        staffProfile: StaffProfile!
        guestbookFormOptions: GuestbookFormOptions!
        guestbookEntries(options: GuestbookListInput): [GuestbookEntry!]!
        "Live duplicate warning of the guestbook form."
        guestbookDuplicates(phone: String, email: String): [GuestbookDuplicate!]!
        "Look a customer up by phone or e-mail (query), or by id; every call is logged."
        profileCustomerByPS(query: String, customerId: ID): ProfileCustomerByPSResult!
        "Bookings the signed-in staff member made."
        staffTestRides: [TestRideBooking!]!
        jobRecord: [JobRecordItem!]!
    }

    extend type Mutation {
        createGuestbookEntry(input: CreateGuestbookEntryInput!): CreateGuestbookEntryResult!
        updateGuestbookFollowUp(id: ID!, input: GuestbookFollowUpInput!): GuestbookChangeResult!
        "Coordinators and admins: hand an open entry to another staff member (by e-mail)."
        assignGuestbookEntry(id: ID!, staffEmail: String!): GuestbookChangeResult!
        "A test ride for a customer (by id) or a guestbook visitor: the customer flow's slots, capacity, survey and confirmation."
        createBookingByPS(input: CreateTestRideBookingInput!, customerId: ID, guestbookEntryId: ID): CreateBookingByPSResult!
    }
`;

/** The back office: guestbook entries of every showroom (ReadLeads, like the other leads). */
export const adminApiExtensions = gql`
    ${guestbookTypes}

    type GuestbookEntryList implements PaginatedList {
        items: [GuestbookEntry!]!
        totalItems: Int!
    }

    # The standard list options (filter, sort, skip, take): Vendure generates them from the item type.
    input GuestbookEntryListOptions

    extend type Query {
        "Newest first unless sorted otherwise."
        guestbookEntryList(options: GuestbookEntryListOptions): GuestbookEntryList!
    }
`;
