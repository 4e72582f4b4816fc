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
        "The city the bike is registered in (its leaderboard)."
        city: String
        generation: Int!
        "The owner shows this bike on the leaderboard (always false on a shared bike)."
        leaderboardOptIn: Boolean!
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

    "What a would-be owner may know of the bike's owner: masked."
    type TransferOwnerData {
        name: String!
        phoneNumber: String
    }

    enum TransferOwnershipState {
        REQUESTED
        APPROVED
        DENIED
        EXPIRED
    }

    "SPEC §3 transfer request: requesterOdooID is the requester's customer id."
    type TransferRequest {
        id: ID!
        requesterOdooID: ID!
        name: String!
        phoneNumber: String
        vin: String!
        state: TransferOwnershipState!
        requestedAt: DateTime!
        "Unanswered, the request lapses then (7 days after it was made)."
        expiresAt: DateTime!
        decidedAt: DateTime
        "Only on myTransferOwnershipRequests."
        productName: String
    }

    type TransferOwnershipStatus {
        vin: String!
        productName: String!
        ownerData: TransferOwnerData!
        "The caller has an open request for this bike."
        isAlreadyRequest: Boolean!
        "The caller's requests for this bike today (Asia/Jakarta), of at most maxAttempts."
        totalAttempts: Int!
        maxAttempts: Int!
        request: TransferRequest
    }

    type TransferOwnershipError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        "VEHICLE_NOT_FOUND, OWN_VEHICLE, TOO_MANY_ATTEMPTS, REQUEST_NOT_FOUND, REQUEST_EXPIRED, or a field code of vin"
        code: String!
        field: String
    }

    enum LeaderboardType {
        TOTAL_DISTANCE
        EFFICIENCY
    }

    "SPEC §3 leaderboard entry. fullname is public-safe (first name and initial); no VIN of another is answered."
    type LeaderboardEntry {
        rank: Int!
        fullname: String!
        "km ridden by the current owner."
        totalTrip: Float!
        "km per kWh (null without energy data)."
        efficiency: Float
        "The bike's picture URL."
        imageFile: String
        productName: String!
        "A trip in the last 30 days."
        isActive: Boolean!
        "When the bike joined the leaderboard."
        createdAt: DateTime!
        "The bike of the vin asked for."
        isRider: Boolean!
        "The signed-in caller's own bike."
        isMine: Boolean!
    }

    "SPEC §3 rider share data for the vin asked for: its km, its rank in its city (null: not ranked) and picture."
    type RiderShareData {
        rank: Int
        fullname: String!
        totalTrip: Float!
        efficiency: Float
        imageFile: String
        productName: String!
        city: String
        isActive: Boolean!
        createdAt: DateTime!
        "False is answered to the owner only (anyone else gets no rider)."
        optedIn: Boolean!
        own: Boolean!
    }

    type Leaderboard {
        leaderboardType: LeaderboardType!
        "The rider's city, or the city asked for; null: every city."
        city: String
        generation: Int
        "Riders ranked in this category and city."
        totalRiders: Int!
        entries: [LeaderboardEntry!]!
        "Null when no vin was asked for, or the bike is not on the leaderboard (and the caller is not its owner)."
        rider: RiderShareData
    }

    type LeaderboardOptIn {
        vin: String!
        optedIn: Boolean!
        optedInAt: DateTime
    }

    union SetLeaderboardOptInResult = LeaderboardOptIn | MyEvError

    union CreateTransferOwnershipResult = TransferOwnershipStatus | TransferOwnershipError
    union TransferDecisionResult = TransferRequest | TransferOwnershipError

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
        "Owner only: the open transfer requests for the bike (empty for anyone else)."
        transferOwnershipList(vin: String!): [TransferRequest!]!
        "The caller's own transfer requests, newest first."
        myTransferOwnershipRequests: [TransferRequest!]!
        "Public: the riders who opted in, ranked in the vin's city (or the city given; every city without either)."
        leaderboard(
            limit: Int
            leaderboardType: LeaderboardType
            vin: String
            generation: Int
            city: String
        ): Leaderboard!
    }

    extend type Mutation {
        "Owner only. loanStart defaults to now; no loanEnd: until revoked."
        shareEv(vin: String!, uID: ID!, loanStart: DateTime, loanEnd: DateTime): ShareEvResult!
        "Owner only: ends the guest's loan now."
        revokeShareEv(vin: String!, uID: ID!): RevokeShareEvResult!
        "The would-be owner: isTransfer false looks the bike up; true also asks its owner (at most 3 a day per bike)."
        createTransferOwnership(vin: String!, isTransfer: Boolean): CreateTransferOwnershipResult!
        "Owner only: the bike becomes the requester's; its shares end."
        approveTransferOwnership(vin: String!, requester: ID!): TransferDecisionResult!
        "Owner only."
        denyTransferOwnership(vin: String!, requester: ID!): TransferDecisionResult!
        "Owner only: show the bike on the leaderboard, or take it off."
        setLeaderboardOptIn(vin: String!, optIn: Boolean!): SetLeaderboardOptInResult!
    }
`;

/** Ride data in (docs/my-ev-api.md): the app's back end or staff send trips with an admin API key. */
export const rideDataAdminApiExtensions = gql`
    input RideTripInput {
        vin: String!
        "The reporter's id of the trip: sending it again counts once."
        externalId: String!
        startedAt: DateTime!
        endedAt: DateTime!
        distanceKm: Float!
        energyWh: Float!
    }

    type RejectedRideTrip {
        "The trip's position in the list sent."
        index: Int!
        externalId: String
        field: String
        "A field code, VEHICLE_NOT_FOUND or TOO_MANY_TRIPS"
        code: String!
    }

    type RecordRideTripsResult {
        recorded: Int!
        "Trips already recorded (same vin and externalId)."
        duplicates: Int!
        rejected: [RejectedRideTrip!]!
    }

    extend type Mutation {
        "Needs the RecordRideData permission (e.g. an API key of the 'Ride data' role). At most 500 trips a call."
        recordRideTrips(trips: [RideTripInput!]!): RecordRideTripsResult!
    }
`;
