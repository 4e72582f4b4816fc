import { graphql } from '@/graphql/generated';

export const ProfileFieldsFragment = graphql(`
  fragment ProfileForm_profile on ProfileCustomer {
    id
    name
    emailAddress
    phoneNumber
    selectedLanguage
    notificationChannel
    photoURL
    birthDate
    gender
    emailVerified
    pendingEmailAddress
    isGoogleAccount
    occupation
  }
`);

export const UpdateProfileCustomerMutation = graphql(`
  mutation UpdateProfileCustomer($input: UpdateProfileCustomerInput!) {
    updateProfileCustomer(input: $input) {
      __typename
      ... on ProfileCustomerUpdated {
        emailChanged
        profile {
          ...ProfileForm_profile
        }
      }
      ... on ProfileValidationError {
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

export const DeleteProfilePhotoMutation = graphql(`
  mutation DeleteProfilePhoto {
    deleteProfilePhoto {
      ...ProfileForm_profile
    }
  }
`);

/** Sent by upload-photo.ts over XMLHttpRequest (multipart, with progress), not through Apollo. */
export const UploadProfilePhotoMutation = graphql(`
  mutation UploadProfilePhoto($file: Upload!) {
    uploadProfilePhoto(file: $file) {
      __typename
      ... on ProfileCustomerUpdated {
        profile {
          ...ProfileForm_profile
        }
      }
      ... on ProfilePhotoError {
        code
        maxBytes
        retryAfterSeconds
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const DeliveryAddressFragment = graphql(`
  fragment Addresses_address on DeliveryAddress {
    id
    name
    phoneNumber
    address
    provinceId
    provinceName
    cityId
    cityName
    zipCode
    isDefault
  }
`);

export const DeliveryAddressCustomerQuery = graphql(`
  query DeliveryAddressCustomer {
    deliveryAddressCustomer {
      ...Addresses_address
    }
  }
`);

export const CreateDeliveryAddressMutation = graphql(`
  mutation CreateDeliveryAddressCustomer($input: DeliveryAddressInput!) {
    createDeliveryAddressCustomer(input: $input) {
      __typename
      ...Addresses_address
      ... on ProfileValidationError {
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

export const UpdateDeliveryAddressMutation = graphql(`
  mutation UpdateDeliveryAddressCustomer($id: ID!, $input: DeliveryAddressInput!) {
    updateDeliveryAddressCustomer(id: $id, input: $input) {
      __typename
      ...Addresses_address
      ... on ProfileValidationError {
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

export const DeleteDeliveryAddressMutation = graphql(`
  mutation DeleteDeliveryAddressCustomer($id: ID!) {
    deleteDeliveryAddressCustomer(id: $id) {
      __typename
      ... on DeliveryAddressDeleted {
        id
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** Whether the account has a password (change it) or not (a phone sign-up sets one); asks Firebase, so /profile only. */
export const ProfilePasswordQuery = graphql(`
  query ProfilePassword {
    profileCustomer {
      id
      hasPassword
    }
  }
`);
