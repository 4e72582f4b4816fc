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
