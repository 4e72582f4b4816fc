import gql from 'graphql-tag';

/**
 * E-mail accounts (SPEC §7): registration, address verification and passwords. Expected failures are ErrorResult
 * union members (Vendure's own EmailAddressConflictError, VerificationToken*Error, PasswordResetToken*Error and
 * InvalidCredentialsError where they fit); `fieldErrors[].code` is translated by the site.
 */
export const registrationShopApiExtensions = gql`
    extend enum ErrorCode {
        EMAIL_ACCOUNT_INVALID_INPUT
        EMAIL_ACCOUNT_RATE_LIMITED
    }

    input CustomerRegistrationInput {
        "Letters (Latin script), spaces, apostrophes, dots and hyphens; 2 to 100 characters (contact-rules.ts)."
        name: String!
        emailAddress: String!
        "+62 only; at least 11 digits, at most 15 characters (0812…, 62812… and +62 812-… are accepted)."
        phoneNumber: String!
        "The sessionInfo of a code sent to phoneNumber and confirmed with verifyOtp: a number is attached only with proof."
        phoneSessionInfo: String
        "8–128 characters with a letter and a digit."
        password: String!
        referralLink: String
        referralCode: String
        "Default WEBSITE."
        sourceRegistration: RegistrationSource
    }

    type AccountFieldError {
        "name, emailAddress, phoneNumber, password, oldPassword, newPassword, referralLink, referralCode, sourceRegistration"
        field: String!
        "REQUIRED, TOO_SHORT, TOO_LONG, LETTERS_ONLY, EMAIL_FORMAT, PHONE_FORMAT, PHONE_COUNTRY, PHONE_LENGTH, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_WEAK, PASSWORD_SAME_AS_OLD, NO_PASSWORD_ACCOUNT, PASSWORD_ALREADY_SET, EMAIL_NEEDED_FOR_PASSWORD, REFERRAL_CODE_FORMAT, REFERRAL_LINK_FORMAT, INVALID_VALUE"
        code: String!
    }

    type AccountInputError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [AccountFieldError!]!
    }

    "Too many attempts from this address or for this account: try again later."
    type AccountRateLimitedError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        retryAfterSeconds: Int!
    }

    type AccountActionSuccess {
        success: Boolean!
        message: String!
        "customerVerifyEmail of an e-mail change, opened by the signed-in customer: a Firebase custom token that renews their sign-in (Firebase ends the sessions of an account whose address changes)."
        customToken: String
    }

    type RegisterCustomerSuccess {
        success: Boolean!
        message: String!
        emailAddress: String!
    }

    "Common response (SPEC §7): errorCode EMAIL_ADDRESS_CONFLICT when registered, EMAIL_ACCOUNT_INVALID_INPUT, EMAIL_ACCOUNT_RATE_LIMITED."
    type AccountCheckResponse {
        success: Boolean!
        message: String!
        errorCode: String
    }

    enum EmailVerificationState {
        VERIFIED
        NOT_VERIFIED
    }

    type EmailVerificationStatus {
        success: Boolean!
        message: String!
        status: EmailVerificationState!
    }

    union RegisterCustomerResult =
          RegisterCustomerSuccess
        | EmailAddressConflictError
        | AccountInputError
        | AccountRateLimitedError

    union SendEmailVerificationResult = AccountActionSuccess | AccountInputError | AccountRateLimitedError

    union VerifyEmailResult =
          AccountActionSuccess
        | VerificationTokenExpiredError
        | VerificationTokenInvalidError
        | AccountRateLimitedError

    union UndoEmailChangeResult =
          AccountActionSuccess
        | VerificationTokenExpiredError
        | VerificationTokenInvalidError
        | EmailAddressConflictError
        | AccountRateLimitedError

    extend type VerificationTokenInvalidError {
        "True when a newer link of the same kind was sent after this one (which then stopped working)."
        replacedByNewerLink: Boolean
    }

    extend type PasswordResetTokenInvalidError {
        "True when a newer reset link was sent after this one (which then stopped working)."
        replacedByNewerLink: Boolean
    }

    union RequestToResetPasswordResult = AccountActionSuccess | AccountInputError | AccountRateLimitedError

    union ResetPasswordWithTokenResult =
          AccountActionSuccess
        | PasswordResetTokenExpiredError
        | PasswordResetTokenInvalidError
        | AccountInputError
        | AccountRateLimitedError

    union ResetOldPasswordResult =
          AccountActionSuccess
        | InvalidCredentialsError
        | AccountInputError
        | AccountRateLimitedError

    union SetAccountPasswordResult = AccountActionSuccess | AccountInputError | AccountRateLimitedError

    extend type Mutation {
        "Creates the Firebase user and the customer, then e-mails a verification link (valid 24 hours)."
        registerCustomer(input: CustomerRegistrationInput!): RegisterCustomerResult!
        "success true when no account uses the address."
        customerCheckIfEmailIsNotRegistered(email: String!): AccountCheckResponse!
        "Re-sends the verification link: to emailAddress, or to the signed-in customer. Same answer for any address."
        customerSendEmailVerification(emailAddress: String): SendEmailVerificationResult!
        "Consumes a verification token (once)."
        customerVerifyEmail(token: String!): VerifyEmailResult!
        "The link in the notice to the old address after a profile e-mail change: cancels the change or puts the old address back (ending every session)."
        undoEmailChange(token: String!): UndoEmailChangeResult!
        "Whether the signed-in customer's e-mail address is verified."
        isEmailVerified: EmailVerificationStatus!
        "E-mails a link to set a new password (valid 1 hour). Same answer whether or not the address is registered."
        requestToResetPassword(email: String!): RequestToResetPasswordResult!
        "Sets a new password with the token of the e-mailed link (once)."
        resetPasswordWithToken(token: String!, newPassword: String!): ResetPasswordWithTokenResult!
        "The signed-in customer changes the password: the old one is checked, the new one must differ."
        resetOldPassword(oldPassword: String!, newPassword: String!): ResetOldPasswordResult!
        "A signed-in customer without a password (phone sign-up) sets one, to sign in with the confirmed e-mail address too. newPassword: EMAIL_NEEDED_FOR_PASSWORD without a confirmed address, PASSWORD_ALREADY_SET when there is one."
        setAccountPassword(newPassword: String!): SetAccountPasswordResult!
    }
`;
