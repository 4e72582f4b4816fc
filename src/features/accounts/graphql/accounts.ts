import { graphql } from '@/graphql/generated';

export const ProfileCustomerQuery = graphql(`
  query ProfileCustomer {
    profileCustomer {
      id
      name
      emailAddress
      phoneNumber
      branchLocation
      selectedLanguage
      notificationChannel
      statusAffiliator
      photoURL
      birthDate
      gender
      emailVerified
      isGoogleAccount
      persona
      isPS
      role
      allowedCompany
      occupation
      pendingEmailAddress
    }
  }
`);

export const AuthenticateMutation = graphql(`
  mutation Authenticate($idToken: String!, $rememberMe: Boolean) {
    authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: $rememberMe) {
      __typename
      ... on CurrentUser {
        id
        identifier
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on InvalidCredentialsError {
        authenticationError
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      success
    }
  }
`);
