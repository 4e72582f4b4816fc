import { Injectable } from '@nestjs/common';
import {
    Customer,
    CustomerService,
    EmailAddressConflictError,
    ForbiddenError,
    ID,
    RequestContext,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { IsNull, Not } from 'typeorm';

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
        const has = (key: string) => Object.prototype.hasOwnProperty.call(input, key) && (input as Record<string, unknown>)[key] !== undefined;
        const errors = validateProfile(input).filter(e => has(e.field));
        if (errors.length) return profileValidationError(errors);

        const emailAddress = normalizeEmail(input.emailAddress);
        const emailChanged = has('emailAddress') && emailAddress !== normalizeEmail(customer.emailAddress);
        const phoneNumber = has('phoneNumber') ? toE164(input.phoneNumber) : undefined;

        // One phone number per account: phone sign-in finds the customer by it.
        if (phoneNumber) {
            const phoneTaken = await this.connection.getRepository(ctx, Customer).count({
                where: { phoneNumber, id: Not(customer.id), deletedAt: IsNull() },
            });
            if (phoneTaken) return profileValidationError([{ field: 'phoneNumber', code: 'PHONE_CONFLICT' }]);
        }

        const customFields: Record<string, unknown> = {};
        if (has('gender')) customFields.gender = input.gender;
        if (has('birthDate')) customFields.birthDate = parseBirthDate(input.birthDate as string);
        if (has('occupation')) customFields.occupation = input.occupation;
        if (has('selectedLanguage')) customFields.selectedLanguage = input.selectedLanguage;
        // A new address is unverified until the customer confirms it (customerSendEmailVerification).
        if (emailChanged) customFields.emailVerified = false;

        // The address must be free in Vendure and in Firebase (which signs the customer in with it) before anything
        // is written, so a refusal leaves both as they were.
        if (emailChanged) {
            const taken = await this.connection.getRepository(ctx, Customer).count({
                where: { emailAddress, id: Not(customer.id), deletedAt: IsNull() },
            });
            if (taken || (await this.emailAccounts.signInEmailTakenByOther(ctx, userId, emailAddress))) {
                return profileValidationError([{ field: 'emailAddress', code: 'EMAIL_ADDRESS_CONFLICT' }]);
            }
        }

        const result = await this.customerService.update(ctx, {
            id: customer.id,
            ...(has('name') ? splitName(normalizeText(input.name)) : {}),
            ...(phoneNumber ? { phoneNumber } : {}),
            ...(emailChanged ? { emailAddress } : {}),
            customFields,
        });
        if (result instanceof EmailAddressConflictError) {
            // The address belongs to another account: nothing was changed (the update stops before saving).
            return profileValidationError([{ field: 'emailAddress', code: 'EMAIL_ADDRESS_CONFLICT' }]);
        }
        if (emailChanged) {
            await this.connection.getRepository(ctx, User).update({ id: userId }, { verified: false });
            await this.emailAccounts.moveSignInEmail(ctx, customer.id, userId, emailAddress);
        }
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
