import gql from 'graphql-tag';

import { profileEditingApiExtensions } from './profile-editing-api-extensions';

export const shopApiExtensions = gql`
    "Where an account was registered (registerCustomer, registerCustomerWithGoogle, autoLoginByPhoneNumber)."
    enum RegistrationSource {
        ANDROID
        IOS
        WEBSITE
    }

    enum Gender {
        MALE
        FEMALE
    }

    type ProfileCustomer {
        id: ID!
        name: String!
        emailAddress: String!
        phoneNumber: String
        branchLocation: String
        selectedLanguage: String
        "Where order updates go besides e-mail: WHATSAPP (the default) or SMS."
        notificationChannel: String!
        statusAffiliator: Boolean!
        photoURL: String
        birthDate: DateTime
        gender: Gender
        emailVerified: Boolean!
        isGoogleAccount: Boolean!
        persona: String
        isPS: Boolean!
        role: String
        allowedCompany: [String!]!
        occupation: String
        "A new e-mail address waiting for the customer to open the link sent to it; emailAddress stays until then."
        pendingEmailAddress: String
        "Whether the account signs in with a password (false for phone and Google sign-ups until they set one)."
        hasPassword: Boolean!
    }

    extend type Query {
        "The signed-in customer's profile. FORBIDDEN when nobody is signed in."
        profileCustomer: ProfileCustomer!
    }

    ${profileEditingApiExtensions}
`;
