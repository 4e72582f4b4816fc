import gql from 'graphql-tag';

/** Phone OTP and Google sign-in (SPEC §7). Expected failures are data: success, message, errorCode (+ field). */
export const phoneShopApiExtensions = gql`
    enum PhoneAuthErrorCode {
        "This field is required"
        PHONE_REQUIRED
        "Invalid {field} format. Please use only numbers."
        PHONE_NOT_NUMERIC
        "Invalid Phone Number format. (+62 only; at least 11 digits, at most 15 characters)"
        PHONE_INVALID_FORMAT
        CODE_REQUIRED
        "The code is 6 digits."
        CODE_INVALID_FORMAT
        REFERRAL_LINK_INVALID
        REFERRAL_CODE_INVALID
        SOURCE_INVALID
        "Incorrect or expired verification code."
        INVALID_CODE
        "Please check google recaptcha"
        RECAPTCHA_FAILED
        "A new code for this number only after retryAfterSeconds."
        RESEND_TOO_SOON
        TOO_MANY_ATTEMPTS
        "autoLoginByPhoneNumber without a session verified by verifyOtp moments ago."
        PHONE_NOT_VERIFIED
        PHONE_ALREADY_REGISTERED
        "System error. Please try again later."
        SYSTEM_ERROR
    }

    enum GoogleSignInErrorCode {
        REFERRAL_LINK_INVALID
        REFERRAL_CODE_INVALID
        SOURCE_INVALID
        INVALID_TOKEN
        NOT_GOOGLE_ACCOUNT
        EMAIL_NOT_VERIFIED
        TOO_MANY_ATTEMPTS
        SYSTEM_ERROR
    }

    type SendOtpResult {
        success: Boolean!
        message: String!
        errorCode: PhoneAuthErrorCode
        "The input the error is about: phoneNumber, recaptchaToken."
        field: String
        "With RESEND_TOO_SOON and TOO_MANY_ATTEMPTS."
        retryAfterSeconds: Int
        "Firebase's verification session: pass it to verifyOtp and autoLoginByPhoneNumber."
        sessionInfo: String
        "The code is accepted for this long."
        expiresInSeconds: Int
        "A new code for the same number can be requested after this long."
        resendAfterSeconds: Int
    }

    type VerifyOtpResult {
        success: Boolean!
        message: String!
        errorCode: PhoneAuthErrorCode
        field: String
        retryAfterSeconds: Int
        "The verified number."
        phoneNumber: String
    }

    type AutoLoginByPhoneNumberResult {
        success: Boolean!
        message: String!
        errorCode: PhoneAuthErrorCode
        field: String
        retryAfterSeconds: Int
        "Firebase custom token: signInWithCustomToken in the browser, then authenticate with its ID token."
        customToken: String
        isNewCustomer: Boolean
    }

    type PhoneNumberRegistrationCheck {
        "True when the number is not registered."
        success: Boolean!
        message: String!
        "PHONE_ALREADY_REGISTERED when it is."
        errorCode: PhoneAuthErrorCode
        field: String
        retryAfterSeconds: Int
        isRegistered: Boolean
    }

    type RegisterCustomerWithGoogleResult {
        success: Boolean!
        message: String!
        errorCode: GoogleSignInErrorCode
        field: String
        retryAfterSeconds: Int
        isNewCustomer: Boolean
    }

    extend type Query {
        "'already registered' / 'not registered' for a phone number (limited per address)."
        customerCheckIfPhoneNumberIsNotRegistered(phoneNumber: String!): PhoneNumberRegistrationCheck!
    }

    extend type Mutation {
        "Sends a 6-digit code by SMS (Firebase; the dev outbox with the Auth Emulator). recaptchaToken: required in production."
        sendOtp(phoneNumber: String!, recaptchaToken: String): SendOtpResult!
        verifyOtp(sessionInfo: String!, code: String!): VerifyOtpResult!
        "Signs in or registers the owner of a number that verifyOtp verified for this sessionInfo moments ago (once)."
        autoLoginByPhoneNumber(
            phoneNumber: String!
            sessionInfo: String!
            referralLink: String
            referralCode: String
            sourceRegistration: RegistrationSource
        ): AutoLoginByPhoneNumberResult!
        "Creates the customer of a Google sign-in (Firebase ID token) when absent; then authenticate as usual."
        registerCustomerWithGoogle(
            idToken: String!
            referralLink: String
            referralCode: String
            sourceRegistration: RegistrationSource
        ): RegisterCustomerWithGoogleResult!
    }
`;
