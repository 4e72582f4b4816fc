import { graphql } from '@/graphql/generated';

// E-mail accounts (SPEC §7): registration, address verification and passwords. Every result selects the error
// members so the forms can translate each code (CONVENTIONS §5).

export const AccountFailureFields = graphql(`
  fragment AccountFailure_fields on ErrorResult {
    errorCode
    message
  }
`);

export const AccountInputErrorFields = graphql(`
  fragment AccountInputError_fields on AccountInputError {
    fieldErrors {
      field
      code
    }
  }
`);

export const AccountRateLimitedFields = graphql(`
  fragment AccountRateLimited_fields on AccountRateLimitedError {
    retryAfterSeconds
  }
`);

export const RegisterCustomerMutation = graphql(`
  mutation RegisterCustomer($input: CustomerRegistrationInput!) {
    registerCustomer(input: $input) {
      __typename
      ... on RegisterCustomerSuccess {
        success
        emailAddress
      }
      ...AccountFailure_fields
      ...AccountInputError_fields
      ...AccountRateLimited_fields
    }
  }
`);

export const CustomerCheckIfEmailIsNotRegisteredMutation = graphql(`
  mutation CustomerCheckIfEmailIsNotRegistered($email: String!) {
    customerCheckIfEmailIsNotRegistered(email: $email) {
      success
      message
      errorCode
    }
  }
`);

export const CustomerSendEmailVerificationMutation = graphql(`
  mutation CustomerSendEmailVerification($emailAddress: String) {
    customerSendEmailVerification(emailAddress: $emailAddress) {
      __typename
      ... on AccountActionSuccess {
        success
      }
      ...AccountFailure_fields
      ...AccountInputError_fields
      ...AccountRateLimited_fields
    }
  }
`);

export const CustomerVerifyEmailMutation = graphql(`
  mutation CustomerVerifyEmail($token: String!) {
    customerVerifyEmail(token: $token) {
      __typename
      ... on AccountActionSuccess {
        success
        customToken
      }
      ... on VerificationTokenInvalidError {
        replacedByNewerLink
      }
      ...AccountFailure_fields
      ...AccountRateLimited_fields
    }
  }
`);

export const UndoEmailChangeMutation = graphql(`
  mutation UndoEmailChange($token: String!) {
    undoEmailChange(token: $token) {
      __typename
      ... on AccountActionSuccess {
        success
      }
      ...AccountFailure_fields
      ...AccountRateLimited_fields
    }
  }
`);

export const IsEmailVerifiedMutation = graphql(`
  mutation IsEmailVerified {
    isEmailVerified {
      success
      message
      status
    }
  }
`);

export const RequestToResetPasswordMutation = graphql(`
  mutation RequestToResetPassword($email: String!) {
    requestToResetPassword(email: $email) {
      __typename
      ... on AccountActionSuccess {
        success
      }
      ...AccountFailure_fields
      ...AccountInputError_fields
      ...AccountRateLimited_fields
    }
  }
`);

export const ResetPasswordWithTokenMutation = graphql(`
  mutation ResetPasswordWithToken($token: String!, $newPassword: String!) {
    resetPasswordWithToken(token: $token, newPassword: $newPassword) {
      __typename
      ... on AccountActionSuccess {
        success
      }
      ... on PasswordResetTokenInvalidError {
        replacedByNewerLink
      }
      ...AccountFailure_fields
      ...AccountInputError_fields
      ...AccountRateLimited_fields
    }
  }
`);

export const ResetOldPasswordMutation = graphql(`
  mutation ResetOldPassword($oldPassword: String!, $newPassword: String!) {
    resetOldPassword(oldPassword: $oldPassword, newPassword: $newPassword) {
      __typename
      ... on AccountActionSuccess {
        success
      }
      ...AccountFailure_fields
      ...AccountInputError_fields
      ...AccountRateLimited_fields
    }
  }
`);

export const SetAccountPasswordMutation = graphql(`
  mutation SetAccountPassword($newPassword: String!) {
    setAccountPassword(newPassword: $newPassword) {
      __typename
      ... on AccountActionSuccess {
        success
        customToken
      }
      ...AccountInputError_fields
      ...AccountRateLimited_fields
    }
  }
`);
