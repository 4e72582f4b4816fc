import { Injectable } from '@nestjs/common';
import {
    Customer,
    CustomerService,
    ForbiddenError,
    ID,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { IsNull, Not } from 'typeorm';

import { isPlaceholderEmail } from '@alva/rules';
import { PhoneOtpService } from '../phone/phone-otp.service';
import {
    normalizeEmail,
    normalizeText,
    parseBirthDate,
    ProfileFieldError,
    ProfileValues,
    splitName,
    toE164,
    validateProfile,
} from '@alva/rules';
import { EmailAccountService } from './email-account.service';
import { ProfileCustomer, ProfileService } from './profile.service';

export interface ProfileValidationErrorResult {
    __typename: 'ProfileValidationError';
    errorCode: 'PROFILE_INVALID_INPUT';
    message: string;
    fieldErrors: ProfileFieldError[];
}

export function profileValidationError(fieldErrors: ProfileFieldError[]): ProfileValidationErrorResult {
    return {
        __typename: 'ProfileValidationError',
        errorCode: 'PROFILE_INVALID_INPUT',
        message: `Invalid input: ${fieldErrors.map(e => `${e.field} ${e.code}`).join(', ')}`,
        fieldErrors,
    };
}

export type UpdateProfileResult =
    | { __typename: 'ProfileCustomerUpdated'; profile: ProfileCustomer; emailChanged: boolean }
    | ProfileValidationErrorResult;

/** The signed-in customer edits their own profile; every rule of profile-rules.ts is checked here again. */
@Injectable()
export class ProfileEditingService {
    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private profileService: ProfileService,
        private emailAccounts: EmailAccountService,
        private phoneOtp: PhoneOtpService,
    ) {}

    /** The request's own customer; ForbiddenError when nobody is signed in. Never takes an id from the client. */
    async activeCustomer(ctx: RequestContext): Promise<Customer> {
        if (!ctx.activeUserId) throw new ForbiddenError();
        const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    /**
     * Changes the fields present in `input` (an omitted field stays as it is, so the settings section can save only
     * the language); every present field is checked, an explicit null or empty value included.
     */
    async updateProfile(ctx: RequestContext, input: ProfileValues): Promise<UpdateProfileResult> {
        const customer = await this.activeCustomer(ctx);
        const userId = ctx.activeUserId as ID;
        // A phone-only account has no address yet (a placeholder): leaving the field empty keeps it that way, so the
        // rest of the profile can be saved without adding one.
        if (isPlaceholderEmail(customer.emailAddress) && !normalizeText(input.emailAddress)) {
            input = { ...input, emailAddress: undefined };
        }
        const has = (key: string) => Object.prototype.hasOwnProperty.call(input, key) && (input as Record<string, unknown>)[key] !== undefined;
        const errors = validateProfile(input).filter(e => has(e.field));
        if (errors.length) return profileValidationError(errors);

        const emailAddress = normalizeEmail(input.emailAddress);
        const emailChanged = has('emailAddress') && emailAddress !== normalizeEmail(customer.emailAddress);
        const newPhone = has('phoneNumber') ? toE164(input.phoneNumber) : undefined;
        const phoneNumber = newPhone && newPhone !== customer.phoneNumber ? newPhone : undefined;

        if (phoneNumber) {
            // One phone number per account: phone sign-in finds the customer by it.
            const phoneTaken = await this.connection.getRepository(ctx, Customer).count({
                where: { phoneNumber, id: Not(customer.id), deletedAt: IsNull() },
            });
            if (phoneTaken) return profileValidationError([{ field: 'phoneNumber', code: 'PHONE_CONFLICT' }]);
            // ...and only a number the customer received a code on (phone sign-in would otherwise open this account
            // to whoever owns a mistyped number).
            if (!(await this.phoneOtp.consumeVerifiedPhone(ctx, input.phoneSessionInfo, phoneNumber))) {
                return profileValidationError([{ field: 'phoneNumber', code: 'PHONE_NOT_VERIFIED' }]);
            }
        }

        const customFields: Record<string, unknown> = {};
        if (has('gender')) customFields.gender = input.gender;
        if (has('birthDate')) customFields.birthDate = parseBirthDate(input.birthDate as string);
        if (has('occupation')) customFields.occupation = input.occupation;
        if (has('selectedLanguage')) customFields.selectedLanguage = input.selectedLanguage;
        if (has('notificationChannel')) customFields.notificationChannel = input.notificationChannel;

        // A new address must be free in Vendure and in Firebase; it replaces the current one only when the customer
        // opens the link sent to it (EmailAccountService.requestEmailChange).
        if (emailChanged) {
            if (await this.emailAccounts.emailTakenByOther(ctx, customer.id, userId, emailAddress)) {
                return profileValidationError([{ field: 'emailAddress', code: 'EMAIL_ADDRESS_CONFLICT' }]);
            }
            if (!(await this.emailAccounts.takeEmailChangeAttempt(ctx, customer.id))) {
                return profileValidationError([{ field: 'emailAddress', code: 'TOO_MANY_ATTEMPTS' }]);
            }
        }

        await this.customerService.update(ctx, {
            id: customer.id,
            ...(has('name') ? splitName(normalizeText(input.name)) : {}),
            ...(phoneNumber ? { phoneNumber } : {}),
            customFields,
        });
        if (emailChanged) await this.emailAccounts.requestEmailChange(ctx, customer, emailAddress);
        return { __typename: 'ProfileCustomerUpdated', profile: await this.profileOf(ctx, customer.id), emailChanged };
    }

    async profileOf(ctx: RequestContext, customerId: ID): Promise<ProfileCustomer> {
        const customer = await this.connection.getRepository(ctx, Customer).findOneOrFail({
            where: { id: customerId },
            relations: { user: true },
        });
        return this.profileService.toProfile(customer);
    }
}
