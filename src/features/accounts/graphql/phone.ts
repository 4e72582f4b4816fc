import { graphql } from '@/graphql/generated';

// Phone OTP and Google sign-in (SPEC §7). Expected failures come back as data (success, errorCode, field).

export const SendOtpMutation = graphql(`
  mutation SendOtp($phoneNumber: String!, $recaptchaToken: String) {
    sendOtp(phoneNumber: $phoneNumber, recaptchaToken: $recaptchaToken) {
      success
      errorCode
      field
      retryAfterSeconds
      sessionInfo
      expiresInSeconds
      resendAfterSeconds
    }
  }
`);

export const VerifyOtpMutation = graphql(`
  mutation VerifyOtp($sessionInfo: String!, $code: String!) {
    verifyOtp(sessionInfo: $sessionInfo, code: $code) {
      success
      errorCode
      field
      retryAfterSeconds
      phoneNumber
    }
  }
`);

export const AutoLoginByPhoneNumberMutation = graphql(`
  mutation AutoLoginByPhoneNumber(
    $phoneNumber: String!
    $sessionInfo: String!
    $referralLink: String
    $referralCode: String
    $sourceRegistration: RegistrationSource
  ) {
    autoLoginByPhoneNumber(
      phoneNumber: $phoneNumber
      sessionInfo: $sessionInfo
      referralLink: $referralLink
      referralCode: $referralCode
      sourceRegistration: $sourceRegistration
    ) {
      success
      errorCode
      field
      retryAfterSeconds
      customToken
      isNewCustomer
    }
  }
`);

export const CustomerCheckIfPhoneNumberIsNotRegisteredQuery = graphql(`
  query CustomerCheckIfPhoneNumberIsNotRegistered($phoneNumber: String!) {
    customerCheckIfPhoneNumberIsNotRegistered(phoneNumber: $phoneNumber) {
      success
      errorCode
      retryAfterSeconds
      isRegistered
    }
  }
`);

export const RegisterCustomerWithGoogleMutation = graphql(`
  mutation RegisterCustomerWithGoogle(
    $idToken: String!
    $referralLink: String
    $referralCode: String
    $sourceRegistration: RegistrationSource
  ) {
    registerCustomerWithGoogle(
      idToken: $idToken
      referralLink: $referralLink
      referralCode: $referralCode
      sourceRegistration: $sourceRegistration
    ) {
      success
      errorCode
      field
      retryAfterSeconds
      isNewCustomer
    }
  }
`);
