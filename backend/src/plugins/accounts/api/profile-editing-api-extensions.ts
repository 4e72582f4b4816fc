import gql from 'graphql-tag';

/**
 * Profile editing, the profile photo and delivery addresses (issue 4). Expected failures are ErrorResult union
 * members: ProfileValidationError carries one code per field (profile-rules.ts), which the site translates.
 */
export const profileEditingApiExtensions = gql`
    extend enum ErrorCode {
        PROFILE_INVALID_INPUT
        PROFILE_PHOTO_INVALID
        DELIVERY_ADDRESS_NOT_FOUND
    }

    type ProfileFieldError {
        field: String!
        "REQUIRED, EMPTY, LETTERS_ONLY, TOO_SHORT, TOO_LONG, PHONE_FORMAT, PHONE_COUNTRY, PHONE_LENGTH, PHONE_CONFLICT, EMAIL_FORMAT, EMAIL_ADDRESS_CONFLICT, BIRTH_DATE_*, OCCUPATION_REQUIRED, INVALID_CHARACTERS, ZIP_FORMAT, ZIP_PROVINCE, CITY_PROVINCE, LIMIT_REACHED, INVALID_VALUE"
        code: String!
    }

    type ProfileValidationError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [ProfileFieldError!]!
    }

    input UpdateProfileCustomerInput {
        name: String
        emailAddress: String
        "+62… (a leading 0 or 62 is accepted and normalised)"
        phoneNumber: String
        "MALE or FEMALE"
        gender: String
        "YYYY-MM-DD; a missing part (1990--07) is BIRTH_DATE_INCOMPLETE"
        birthDate: String
        "One of profileFormOptions.occupations"
        occupation: String
        "en or id"
        selectedLanguage: String
        "WHATSAPP or SMS: where order updates go besides e-mail"
        notificationChannel: String
        "Needed when phoneNumber changes: the sessionInfo of a code sent to the new number and confirmed (verifyOtp)."
        phoneSessionInfo: String
    }

    type ProfileCustomerUpdated {
        profile: ProfileCustomer!
        "True when a new e-mail address was asked for: it replaces the current one once the customer opens the link sent to it (profile.pendingEmailAddress)."
        emailChanged: Boolean!
    }

    union UpdateProfileCustomerResult = ProfileCustomerUpdated | ProfileValidationError

    type ProfilePhotoError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        "FILE_TOO_LARGE, FILE_TYPE, FILE_CONTENT or TOO_MANY_UPLOADS"
        code: String!
        maxBytes: Int!
        "TOO_MANY_UPLOADS: seconds until the next upload is accepted; null otherwise."
        retryAfterSeconds: Int
    }

    union UploadProfilePhotoResult = ProfileCustomerUpdated | ProfilePhotoError

    type ProfileFormOptions {
        occupations: [String!]!
        genders: [String!]!
        languages: [String!]!
        photoMaxBytes: Int!
        photoExtensions: [String!]!
    }

    type IndonesiaCity {
        id: String!
        provinceId: String!
        name: String!
    }

    type IndonesiaProvince {
        id: String!
        name: String!
        cities: [IndonesiaCity!]!
    }

    type DeliveryAddress {
        id: ID!
        "Recipient"
        name: String!
        phoneNumber: String
        address: String!
        provinceId: String!
        provinceName: String!
        cityId: String!
        cityName: String!
        zipCode: String!
        isDefault: Boolean!
    }

    input DeliveryAddressInput {
        name: String
        phoneNumber: String
        address: String
        provinceId: String
        cityId: String
        "5 digits, within the province"
        zipCode: String
        isDefault: Boolean
    }

    type DeliveryAddressNotFoundError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    type DeliveryAddressDeleted {
        id: ID!
    }

    union DeliveryAddressResult = DeliveryAddress | ProfileValidationError | DeliveryAddressNotFoundError
    union DeleteDeliveryAddressResult = DeliveryAddressDeleted | DeliveryAddressNotFoundError

    extend type Query {
        profileFormOptions: ProfileFormOptions!
        "Indonesia's 38 provinces with their main cities and regencies (Kemendagri codes as ids)."
        indonesiaProvinces: [IndonesiaProvince!]!
        indonesiaCities(provinceId: String!): [IndonesiaCity!]!
        "The signed-in customer's delivery addresses, the default first. FORBIDDEN when nobody is signed in."
        deliveryAddressCustomer: [DeliveryAddress!]!
    }

    extend type Mutation {
        "Changes the signed-in customer's profile fields present in the input (omitted ones stay); each present field is checked (SPEC §5)."
        updateProfileCustomer(input: UpdateProfileCustomerInput!): UpdateProfileCustomerResult!
        "JPG or PNG up to 5 MB; stored privately, re-encoded to a 512 px JPEG without metadata."
        uploadProfilePhoto(file: Upload!): UploadProfilePhotoResult!
        deleteProfilePhoto: ProfileCustomer!
        createDeliveryAddressCustomer(input: DeliveryAddressInput!): DeliveryAddressResult!
        updateDeliveryAddressCustomer(id: ID!, input: DeliveryAddressInput!): DeliveryAddressResult!
        deleteDeliveryAddressCustomer(id: ID!): DeleteDeliveryAddressResult!
    }
`;
