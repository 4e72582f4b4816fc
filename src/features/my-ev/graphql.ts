import { graphql } from '@/graphql/generated';

export const EvListQuery = graphql(`
  query EvList($page: Int, $limit: Int) {
    evList(page: $page, limit: $limit) {
      items {
        vin
        productName
        previewUrl
        registrationPlate
        purchaseDate
        arrivedDate
        deliveryDate
        warrantyValid
        own
        shareEndsAt
        city
        leaderboardOptIn
        user {
          name
          own
        }
      }
      perPage
      totalPage
      totalRecord
      last
      current
    }
  }
`);

export const ShareListQuery = graphql(`
  query ShareList($vin: String!) {
    shareList(vin: $vin) {
      shareId
      customerID
      name
      loanStart
      loanEnd
      status
    }
  }
`);

export const ShareHistoryQuery = graphql(`
  query ShareHistory($vin: String!) {
    shareEVHistoryList(vin: $vin) {
      id
      guestFullname
      loanStart
      loanEnd
      revokedAt
      status
    }
  }
`);

export const SearchBikeSharingQuery = graphql(`
  query SearchBikeSharing($phoneNumber: String!) {
    searchCustomerBikeSharing(phoneNumber: $phoneNumber) {
      __typename
      ... on BikeSharingCustomer {
        customerID
        name
      }
      ... on MyEvError {
        code
        field
      }
    }
  }
`);

export const ShareEvMutation = graphql(`
  mutation ShareEv($vin: String!, $uID: ID!, $loanStart: DateTime, $loanEnd: DateTime) {
    shareEv(vin: $vin, uID: $uID, loanStart: $loanStart, loanEnd: $loanEnd) {
      __typename
      ... on ShareListUser {
        shareId
        name
        loanEnd
      }
      ... on MyEvError {
        code
        field
      }
    }
  }
`);

export const RevokeShareEvMutation = graphql(`
  mutation RevokeShareEv($vin: String!, $uID: ID!) {
    revokeShareEv(vin: $vin, uID: $uID) {
      __typename
      ... on ShareListUser {
        shareId
      }
      ... on MyEvError {
        code
      }
    }
  }
`);

export const TransferOwnershipListQuery = graphql(`
  query TransferOwnershipList($vin: String!) {
    transferOwnershipList(vin: $vin) {
      id
      requesterOdooID
      name
      requestedAt
      expiresAt
    }
  }
`);

export const MyTransferRequestsQuery = graphql(`
  query MyTransferRequests {
    myTransferOwnershipRequests {
      id
      vin
      productName
      state
      requestedAt
      expiresAt
      decidedAt
    }
  }
`);

export const CreateTransferOwnershipMutation = graphql(`
  mutation CreateTransferOwnership($vin: String!, $isTransfer: Boolean) {
    createTransferOwnership(vin: $vin, isTransfer: $isTransfer) {
      __typename
      ... on TransferOwnershipStatus {
        vin
        productName
        ownerData {
          name
          phoneNumber
        }
        isAlreadyRequest
        totalAttempts
        maxAttempts
        request {
          id
          state
          expiresAt
        }
      }
      ... on TransferOwnershipError {
        code
        field
      }
    }
  }
`);

export const ApproveTransferMutation = graphql(`
  mutation ApproveTransfer($vin: String!, $requester: ID!) {
    approveTransferOwnership(vin: $vin, requester: $requester) {
      __typename
      ... on TransferRequest {
        id
        state
      }
      ... on TransferOwnershipError {
        code
      }
    }
  }
`);

export const DenyTransferMutation = graphql(`
  mutation DenyTransfer($vin: String!, $requester: ID!) {
    denyTransferOwnership(vin: $vin, requester: $requester) {
      __typename
      ... on TransferRequest {
        id
        state
      }
      ... on TransferOwnershipError {
        code
      }
    }
  }
`);

export const SetLeaderboardOptInMutation = graphql(`
  mutation SetLeaderboardOptIn($vin: String!, $optIn: Boolean!) {
    setLeaderboardOptIn(vin: $vin, optIn: $optIn) {
      __typename
      ... on LeaderboardOptIn {
        vin
        optedIn
      }
      ... on MyEvError {
        code
        field
      }
    }
  }
`);

/** The leaderboard page and its share image: the rider's city, the top riders and the rider of the page. */
export const LeaderboardQuery = graphql(`
  query Leaderboard($vin: String, $leaderboardType: LeaderboardType, $limit: Int) {
    leaderboard(vin: $vin, leaderboardType: $leaderboardType, limit: $limit) {
      leaderboardType
      city
      totalRiders
      entries {
        rank
        fullname
        totalTrip
        efficiency
        imageFile
        productName
        isActive
        isRider
        isMine
      }
      rider {
        rank
        fullname
        totalTrip
        efficiency
        imageFile
        productName
        city
        optedIn
        own
      }
    }
  }
`);
