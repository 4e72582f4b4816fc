import gql from 'graphql-tag';

/** My EV (issue 15, docs/my-ev-api.md): the caller's bikes and the bikes shared with them, and sharing. */
export const myEvShopApiExtensions = gql`
    "The bike's rider as SPEC §3 names it: the owner (own true) or, on a shared bike, the owner who lent it."
    type EvUser {
        name: String!
        own: Boolean!
        phoneNumber: String
    }

    type Ev {
        vin: String!
        productName: String!
        productCode: String
        "Relative asset URL of the bike's picture."
        previewUrl: String
        registrationPlate: String
        purchaseDate: DateTime
        arrivedDate: DateTime
        deliveryDate: DateTime
        warrantyValid: DateTime
        "True for the caller's own bike; false for a bike shared with them."
        own: Boolean!
        user: EvUser!
        "On a shared bike: when the loan ends (null: until the owner revokes it)."
        shareEndsAt: DateTime
    }

    type EvList {
        items: [Ev!]!
        perPage: Int!
        totalPage: Int!
        totalRecord: Int!
        "The last page's number (1-based)."
        last: Int!
        "This page's number (1-based)."
        current: Int!
    }

    enum EvShareStatus {
        ACTIVE
        SCHEDULED
        ENDED
        REVOKED
    }

    "SPEC §3 share list user: a guest of the bike now or later."
    type ShareListUser {
        shareId: ID!
        name: String!
        customerID: ID!
        phoneNumber: String
        own: Boolean!
        loanStart: DateTime!
        loanEnd: DateTime
        status: EvShareStatus!
    }

    "SPEC §3 share history: every loan of the bike, ended and revoked ones included."
    type ShareHistoryEntry {
        id: ID!
        vin: String!
        ownerID: ID!
        guestID: ID!
        guestFullname: String!
        guestPhoneNumber: String
        loanStart: DateTime!
        loanEnd: DateTime
        revokedAt: DateTime
        status: EvShareStatus!
    }

    "A customer found by phone to share a bike with: the name only, so a number does not reveal more."
    type BikeSharingCustomer {
        customerID: ID!
        name: String!
    }

    type MyEvError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        "NO_CUSTOMER_FOUND, VEHICLE_NOT_FOUND (also: not the owner), SHARE_WITH_SELF, ALREADY_SHARED, SHARE_NOT_FOUND, or a field code"
        code: String!
        field: String
    }

    union SearchBikeSharingResult = BikeSharingCustomer | MyEvError
    union ShareEvResult = ShareListUser | MyEvError
    union RevokeShareEvResult = ShareListUser | MyEvError

    extend type Query {
        "The caller's bikes and the bikes shared with them now; search matches the VIN, plate or product name."
        evList(search: String, page: Int, limit: Int): EvList!
        "Owner only: the guests of the bike (active and scheduled loans)."
        shareList(vin: String!): [ShareListUser!]!
        "Owner only: every loan of the bike."
        shareEVHistoryList(vin: String!): [ShareHistoryEntry!]!
        "A customer with this phone number (+62…; 08… accepted), to share a bike with."
        searchCustomerBikeSharing(phoneNumber: String!): SearchBikeSharingResult!
    }

    extend type Mutation {
        "Owner only. loanStart defaults to now; no loanEnd: until revoked."
        shareEv(vin: String!, uID: ID!, loanStart: DateTime, loanEnd: DateTime): ShareEvResult!
        "Owner only: ends the guest's loan now."
        revokeShareEv(vin: String!, uID: ID!): RevokeShareEvResult!
    }
`;
