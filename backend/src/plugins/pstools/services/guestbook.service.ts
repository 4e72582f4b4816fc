import { Injectable } from '@nestjs/common';
import { Customer, ID, RequestContext, TransactionalConnection } from '@vendure/core';
import { Brackets } from 'typeorm';

import {
    checkEmail,
    checkPhone,
    fieldErrorsOf,
    guestbookEntrySchema,
    guestbookFollowUpSchema,
    isIdempotencyKey,
    normalizeEmail,
    normalizeText,
    toE164,
    type FieldError,
    type GuestbookOutcome,
    type GuestbookStatus,
} from '@alva/rules';
import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import { MarketingLead } from '../../leads/entities/marketing-lead.entity';
import { addDays, fromJakarta, toJakarta } from '../../test-rides/test-ride-rules';
import { GuestbookEntry, GuestbookHistoryEntry } from '../entities/guestbook-entry.entity';
import { Staff } from './staff-access.service';

export interface GuestbookEntryInput {
    idempotencyKey?: string | null;
    fullName?: string | null;
    phone?: string | null;
    email?: string | null;
    city?: string | null;
    priority?: string | null;
    dealerId?: string | null;
    leadSource?: string | null;
    leadSourceLocation?: string | null;
    productSlug?: string | null;
    followUpDate?: string | null;
}

export interface GuestbookFollowUpInput {
    outcome?: GuestbookOutcome | null;
    note?: string | null;
    followUpDate?: string | null;
}

export interface GuestbookListInput {
    /** Local (Jakarta) day the entries were logged, YYYY-MM-DD. */
    date?: string | null;
    status?: GuestbookStatus | null;
    /** SPEC §9: ASC = Assigned first, DESC = Completed first. */
    sort?: 'ASC' | 'DESC' | null;
    /** MINE (default): logged by or assigned to me; TEAM: my dealer's (coordinators), every dealer's (admins). */
    scope?: 'MINE' | 'TEAM' | null;
}

export interface DuplicateMatch {
    kind: 'CUSTOMER' | 'MARKETING_LEAD' | 'GUESTBOOK';
    id: string;
    name: string;
    matchedBy: 'PHONE' | 'EMAIL';
    createdAt: Date;
}

type ErrorShape<T extends string, C extends string, X = object> = { __typename: T; errorCode: C; message: string } & X;
export type GuestbookValidationError = ErrorShape<'GuestbookValidationError', 'GUESTBOOK_INVALID_INPUT', { fieldErrors: FieldError[] }>;
export type GuestbookDuplicateError = ErrorShape<'GuestbookDuplicateError', 'GUESTBOOK_DUPLICATE', { existing: GuestbookEntry }>;
export type GuestbookNotChangeableError = ErrorShape<'GuestbookNotChangeableError', 'GUESTBOOK_NOT_CHANGEABLE', { status: GuestbookStatus }>;
export type GuestbookNotFoundError = ErrorShape<'GuestbookNotFoundError', 'GUESTBOOK_NOT_FOUND'>;

const invalid = (fieldErrors: FieldError[]): GuestbookValidationError => ({
    __typename: 'GuestbookValidationError',
    errorCode: 'GUESTBOOK_INVALID_INPUT',
    message: `Invalid input: ${fieldErrors.map(e => `${e.field} ${e.code}`).join(', ')}`,
    fieldErrors,
});
const notFound = (): GuestbookNotFoundError => ({
    __typename: 'GuestbookNotFoundError',
    errorCode: 'GUESTBOOK_NOT_FOUND',
    message: 'Guestbook entry not found.',
});
const notChangeable = (status: GuestbookStatus): GuestbookNotChangeableError => ({
    __typename: 'GuestbookNotChangeableError',
    errorCode: 'GUESTBOOK_NOT_CHANGEABLE',
    message: `A ${status.toLowerCase()} guestbook entry cannot be changed.`,
    status,
});
const entry = (e: GuestbookEntry) => Object.assign(e, { __typename: 'GuestbookEntry' as const });

@Injectable()
export class GuestbookService {
    constructor(private connection: TransactionalConnection) {}

    /**
     * Who already has this phone or e-mail: customer accounts, calculator leads and guestbook entries (the live warning
     * of the guestbook form; the staff member opens the match instead of logging a duplicate).
     */
    async duplicates(ctx: RequestContext, phoneRaw?: string | null, emailRaw?: string | null): Promise<DuplicateMatch[]> {
        const phone = phoneRaw && !checkPhone(phoneRaw) ? toE164(phoneRaw) : null;
        const email = emailRaw && !checkEmail(emailRaw) ? normalizeEmail(emailRaw) : null;
        if (!phone && !email) return [];
        const matches: DuplicateMatch[] = [];
        const by = (p: string | null | undefined): 'PHONE' | 'EMAIL' =>
            phone && p === phone ? 'PHONE' : 'EMAIL';

        const customers = await this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('c')
            .where('c.deletedAt IS NULL')
            .andWhere(
                new Brackets(qb => {
                    if (phone) qb.orWhere('c.phoneNumber = :phone', { phone });
                    if (email) qb.orWhere('LOWER(c.emailAddress) = :email', { email });
                }),
            )
            .take(5)
            .getMany();
        for (const c of customers) {
            matches.push({
                kind: 'CUSTOMER',
                id: String(c.id),
                name: [c.firstName, c.lastName].filter(Boolean).join(' '),
                matchedBy: by(c.phoneNumber),
                createdAt: c.createdAt,
            });
        }
        if (phone) {
            const leads = await this.connection
                .getRepository(ctx, MarketingLead)
                .find({ where: { phone }, order: { createdAt: 'DESC' }, take: 5 });
            for (const l of leads) {
                matches.push({ kind: 'MARKETING_LEAD', id: String(l.id), name: l.fullName, matchedBy: 'PHONE', createdAt: l.createdAt });
            }
        }
        const entries = await this.connection
            .getRepository(ctx, GuestbookEntry)
            .createQueryBuilder('g')
            .where(
                new Brackets(qb => {
                    if (phone) qb.orWhere('g.phone = :phone', { phone });
                    if (email) qb.orWhere('g.email = :email', { email });
                }),
            )
            .orderBy('g.createdAt', 'DESC')
            .take(5)
            .getMany();
        for (const g of entries) {
            matches.push({ kind: 'GUESTBOOK', id: String(g.id), name: g.fullName, matchedBy: by(g.phone), createdAt: g.createdAt });
        }
        return matches;
    }

    async create(ctx: RequestContext, staff: Staff, input: GuestbookEntryInput, products: string[]) {
        const key = input.idempotencyKey?.trim() || null;
        if (key && !isIdempotencyKey(key)) return invalid([{ field: 'idempotencyKey', code: 'INVALID_VALUE' }]);
        const repo = this.connection.getRepository(ctx, GuestbookEntry);
        if (key) {
            // The same submit again (a retry, or the offline queue sending twice): the same entry.
            const existing = await repo.findOne({ where: { idempotencyKey: key } });
            if (existing && existing.createdByCustomerId === staff.id) return entry(existing);
            if (existing) return invalid([{ field: 'idempotencyKey', code: 'INVALID_VALUE' }]);
        }
        // Vendure decodes ID arguments to entity ids (numbers with the default strategy); the rule reads a string.
        input = { ...input, dealerId: input.dealerId === null || input.dealerId === undefined ? input.dealerId : String(input.dealerId) };
        const errors = fieldErrorsOf(guestbookEntrySchema, input);
        if (errors.length) return invalid(errors);
        const dealer = await this.connection
            .getRepository(ctx, ExperienceCenter)
            .findOne({ where: { id: input.dealerId as string } });
        if (!dealer || !dealer.isActive) return invalid([{ field: 'dealerId', code: 'INVALID_VALUE' }]);
        if (!products.includes(input.productSlug as string)) return invalid([{ field: 'productSlug', code: 'INVALID_VALUE' }]);

        const phone = toE164(input.phone);
        const email = normalizeEmail(input.email);
        // An open entry for the same person is followed up, not logged again.
        const open = await repo
            .createQueryBuilder('g')
            .where('g.status = :status', { status: 'ASSIGNED' })
            .andWhere(new Brackets(qb => qb.where('g.phone = :phone', { phone }).orWhere('g.email = :email', { email })))
            .getOne();
        if (open) {
            return {
                __typename: 'GuestbookDuplicateError' as const,
                errorCode: 'GUESTBOOK_DUPLICATE' as const,
                message: 'This visitor already has an open guestbook entry.',
                existing: entry(open),
            };
        }
        const customer = (await this.duplicates(ctx, phone, email)).find(m => m.kind === 'CUSTOMER');
        const now = new Date();
        const saved = await repo.save(
            new GuestbookEntry({
                fullName: normalizeText(input.fullName),
                phone,
                email,
                city: normalizeText(input.city),
                priority: input.priority as string,
                dealerId: String(dealer.id),
                leadSource: input.leadSource as string,
                leadSourceLocation: normalizeText(input.leadSourceLocation),
                productSlug: input.productSlug as string,
                followUpDate: input.followUpDate || null,
                status: 'ASSIGNED',
                outcome: null,
                outcomeNote: null,
                completedAt: null,
                createdByCustomerId: staff.id,
                assignedToCustomerId: staff.id,
                customerId: customer?.id ?? null,
                idempotencyKey: key,
                history: [{ at: now.toISOString(), by: staff.id, from: null, to: 'ASSIGNED' }],
            }),
        );
        return entry(saved);
    }

    async list(ctx: RequestContext, staff: Staff, options: GuestbookListInput = {}) {
        const qb = this.connection.getRepository(ctx, GuestbookEntry).createQueryBuilder('g');
        if (options.scope === 'TEAM') {
            if (!staff.capabilities.includes('allDealers')) {
                qb.where('g.dealerId = :dealerId', { dealerId: staff.dealer ? String(staff.dealer.id) : '-' });
            }
        } else {
            qb.where(
                new Brackets(b => b.where('g.assignedToCustomerId = :me', { me: staff.id }).orWhere('g.createdByCustomerId = :me', { me: staff.id })),
            );
        }
        if (options.status) qb.andWhere('g.status = :status', { status: options.status });
        if (options.date) {
            qb.andWhere('g.createdAt >= :from AND g.createdAt < :to', {
                from: fromJakarta(options.date, '00:00'),
                to: fromJakarta(addDays(options.date, 1), '00:00'),
            });
        }
        // 'ASSIGNED' < 'COMPLETED': ascending puts the open ones first.
        qb.orderBy('g.status', options.sort === 'DESC' ? 'DESC' : 'ASC').addOrderBy('g.createdAt', 'DESC').addOrderBy('g.id', 'DESC');
        return (await qb.take(200).getMany()).map(entry);
    }

    /** An entry the staff member may see and change: their own, or (team rights) their dealer's / any. */
    async findVisible(ctx: RequestContext, staff: Staff, id: ID): Promise<GuestbookEntry | null> {
        const found = await this.connection.getRepository(ctx, GuestbookEntry).findOne({ where: { id } });
        if (!found) return null;
        if (found.assignedToCustomerId === staff.id || found.createdByCustomerId === staff.id) return found;
        if (staff.capabilities.includes('allDealers')) return found;
        if (staff.capabilities.includes('teamGuestbook') && staff.dealer && found.dealerId === String(staff.dealer.id)) return found;
        return null;
    }

    /** The follow-up: a new date while open, or the outcome, which completes the entry (ASSIGNED → COMPLETED). */
    async followUp(ctx: RequestContext, staff: Staff, id: ID, input: GuestbookFollowUpInput) {
        const errors = fieldErrorsOf(guestbookFollowUpSchema, input);
        if (errors.length) return invalid(errors);
        const found = await this.findVisible(ctx, staff, id);
        if (!found) return notFound();
        if (found.status !== 'ASSIGNED') return notChangeable(found.status);
        if (!input.outcome && !input.followUpDate) return invalid([{ field: 'outcome', code: 'REQUIRED' }]);
        const now = new Date();
        const to: GuestbookStatus = input.outcome ? 'COMPLETED' : 'ASSIGNED';
        const history: GuestbookHistoryEntry = {
            at: now.toISOString(),
            by: staff.id,
            from: 'ASSIGNED',
            to,
            note: input.outcome ? `outcome ${input.outcome}` : `follow-up ${input.followUpDate}`,
        };
        const repo = this.connection.getRepository(ctx, GuestbookEntry);
        // Guarded by the current status: two concurrent completions record one outcome.
        const result = await repo
            .createQueryBuilder()
            .update(GuestbookEntry)
            .set({
                status: to,
                ...(input.followUpDate ? { followUpDate: input.followUpDate } : {}),
                ...(input.outcome
                    ? { outcome: input.outcome, outcomeNote: input.note?.trim() || null, completedAt: now }
                    : {}),
                history: [...found.history, history],
            } as any)
            .where('id = :id', { id: found.id })
            .andWhere('status = :from', { from: 'ASSIGNED' })
            .execute();
        const updated = await repo.findOneOrFail({ where: { id: found.id } });
        if (result.affected !== 1) return notChangeable(updated.status);
        return entry(updated);
    }

    /** Coordinators: hand an entry to another staff member of the dealer. */
    async assign(ctx: RequestContext, staff: Staff, id: ID, to: Staff) {
        const found = await this.findVisible(ctx, staff, id);
        if (!found) return notFound();
        if (found.status !== 'ASSIGNED') return notChangeable(found.status);
        const repo = this.connection.getRepository(ctx, GuestbookEntry);
        found.assignedToCustomerId = to.id;
        found.history = [
            ...found.history,
            { at: new Date().toISOString(), by: staff.id, from: 'ASSIGNED', to: 'ASSIGNED', note: `assigned to ${to.id}` },
        ];
        return entry(await repo.save(found));
    }

    async forContact(ctx: RequestContext, phone: string | null, email: string | null, customerId: string | null) {
        const qb = this.connection.getRepository(ctx, GuestbookEntry).createQueryBuilder('g');
        qb.where(
            new Brackets(b => {
                b.where('1 = 0');
                if (phone) b.orWhere('g.phone = :phone', { phone });
                if (email) b.orWhere('g.email = :email', { email });
                if (customerId) b.orWhere('g.customerId = :customerId', { customerId });
            }),
        );
        return (await qb.orderBy('g.createdAt', 'DESC').take(50).getMany()).map(entry);
    }

    localDay(date: Date): string {
        return toJakarta(date).date;
    }
}
