import { Injectable } from '@nestjs/common';
import { Customer, CustomerService, ForbiddenError, RequestContext, TransactionalConnection } from '@vendure/core';

import { normalizeEmail, type StaffRole } from '@alva/rules';
import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import { isStaffRole, ROLE_CAPABILITIES, StaffCapability } from '../constants';

export interface Staff {
    customer: Customer;
    id: string;
    role: StaffRole;
    capabilities: StaffCapability[];
    /** The experience centre of the staff member's branch (customer field branchLocation = its dealerSlug). */
    dealer: ExperienceCenter | null;
}

/**
 * Who is staff: a signed-in customer (Firebase sign-in, like every customer) whose `role` custom field is one of the
 * SPEC §6 staff roles. The role and isPS are not public custom fields: only the back office (or the seed) sets them,
 * a customer cannot make themselves staff. Every /pstools operation calls `require` with what it needs.
 */
@Injectable()
export class StaffAccessService {
    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
    ) {}

    async activeCustomer(ctx: RequestContext): Promise<Customer | undefined> {
        if (!ctx.activeUserId) return undefined;
        return this.customerService.findOneByUserId(ctx, ctx.activeUserId);
    }

    /** The staff member behind the request, or undefined (signed out, or a customer). */
    async staffOf(ctx: RequestContext): Promise<Staff | undefined> {
        return this.asStaff(ctx, await this.activeCustomer(ctx));
    }

    /** Another staff member, by e-mail (a coordinator assigning an entry). */
    async staffByEmail(ctx: RequestContext, email: string): Promise<Staff | undefined> {
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('c')
            .where('LOWER(c.emailAddress) = :email', { email: normalizeEmail(email) })
            .andWhere('c.deletedAt IS NULL')
            .getOne();
        return this.asStaff(ctx, customer ?? undefined);
    }

    private async asStaff(ctx: RequestContext, customer: Customer | undefined): Promise<Staff | undefined> {
        const role = customer?.customFields?.role;
        if (!customer || !isStaffRole(role)) return undefined;
        const slug = customer.customFields.branchLocation;
        const dealer = slug
            ? await this.connection.getRepository(ctx, ExperienceCenter).findOne({ where: { dealerSlug: slug } })
            : null;
        return { customer, id: String(customer.id), role, capabilities: ROLE_CAPABILITIES[role], dealer };
    }

    /** The staff member, refused (FORBIDDEN) unless signed in as staff with the capability. */
    async require(ctx: RequestContext, capability: StaffCapability): Promise<Staff> {
        const staff = await this.staffOf(ctx);
        if (!staff || !staff.capabilities.includes(capability)) throw new ForbiddenError();
        return staff;
    }

    /**
     * customerCheckIsPS(email): answered only for the signed-in caller's own address (it would otherwise tell anyone
     * which addresses belong to staff).
     */
    async checkIsPS(ctx: RequestContext, email: string) {
        const customer = await this.activeCustomer(ctx);
        if (!customer) throw new ForbiddenError();
        if (normalizeEmail(email) !== normalizeEmail(customer.emailAddress)) throw new ForbiddenError();
        const staff = await this.staffOf(ctx);
        return staff
            ? { success: true, message: 'Product specialist', errorCode: null, role: staff.role }
            : { success: false, message: 'This account is not a product specialist account.', errorCode: 'NOT_STAFF', role: null };
    }
}
