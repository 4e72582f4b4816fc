import { Injectable } from '@nestjs/common';
import { Customer, CustomerService, ForbiddenError, ID, RequestContext } from '@vendure/core';

export interface ProfileCustomer {
    id: ID;
    name: string;
    emailAddress: string;
    phoneNumber: string | null;
    branchLocation: string | null;
    selectedLanguage: string | null;
    notificationChannel: 'WHATSAPP' | 'SMS';
    statusAffiliator: boolean;
    photoURL: string | null;
    birthDate: Date | null;
    gender: 'MALE' | 'FEMALE' | null;
    emailVerified: boolean;
    isGoogleAccount: boolean;
    persona: string | null;
    isPS: boolean;
    role: string | null;
    allowedCompany: string[];
    occupation: string | null;
}

@Injectable()
export class ProfileService {
    constructor(private customerService: CustomerService) {}

    /** The active customer's profile; ForbiddenError when the request has no signed-in customer. */
    async getActiveProfile(ctx: RequestContext): Promise<ProfileCustomer> {
        const userId = ctx.activeUserId;
        if (!userId) throw new ForbiddenError();
        const customer = await this.customerService.findOneByUserId(ctx, userId);
        if (!customer) throw new ForbiddenError();
        return this.toProfile(customer);
    }

    toProfile(customer: Customer): ProfileCustomer {
        const f = customer.customFields;
        const gender = f.gender === 'MALE' || f.gender === 'FEMALE' ? f.gender : null;
        return {
            id: customer.id,
            name: [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim(),
            emailAddress: customer.emailAddress,
            phoneNumber: customer.phoneNumber || null,
            branchLocation: f.branchLocation ?? null,
            selectedLanguage: f.selectedLanguage ?? null,
            notificationChannel: f.notificationChannel === 'SMS' ? 'SMS' : 'WHATSAPP',
            statusAffiliator: !!f.statusAffiliator,
            photoURL: f.photoURL ?? null,
            birthDate: f.birthDate ?? null,
            gender,
            emailVerified: !!f.emailVerified || !!customer.user?.verified,
            isGoogleAccount: !!f.isGoogleAccount,
            persona: f.persona ?? null,
            isPS: !!f.isPS,
            role: f.role ?? null,
            allowedCompany: Array.isArray(f.allowedCompany) ? f.allowedCompany : [],
            occupation: f.occupation ?? null,
        };
    }
}
