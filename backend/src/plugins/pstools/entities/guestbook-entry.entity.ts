import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import type { GuestbookOutcome, GuestbookStatus } from '@alva/rules';

export interface GuestbookHistoryEntry {
    at: string;
    /** The staff member's customer id. */
    by: string;
    from: GuestbookStatus | null;
    to: GuestbookStatus;
    /** What changed besides the status (assignment, follow-up date). */
    note?: string;
}

/**
 * A showroom visitor logged by a product specialist (SPEC §2 guestbook, §5 staff form). ASSIGNED until the
 * follow-up's outcome is recorded (COMPLETED); every change is appended to `history`.
 */
@Entity()
export class GuestbookEntry extends VendureEntity {
    constructor(input?: DeepPartial<GuestbookEntry>) {
        super(input);
    }

    @Column({ length: 120 })
    fullName: string;

    /** E.164 */
    @Column({ length: 16 })
    phone: string;

    /** Lower case. */
    @Column({ length: 254 })
    email: string;

    @Column({ length: 80 })
    city: string;

    @Column({ length: 8 })
    priority: string;

    /** The experience centre (dealers plugin) the visitor came to. */
    @Column({ type: 'varchar' })
    dealerId: string;

    @Column({ length: 32 })
    leadSource: string;

    @Column({ length: 120 })
    leadSourceLocation: string;

    @Column({ length: 100 })
    productSlug: string;

    /** Local (Jakarta) date YYYY-MM-DD. */
    @Column({ type: 'varchar', length: 10, nullable: true })
    followUpDate: string | null;

    @Column({ type: 'varchar', length: 16, default: 'ASSIGNED' })
    status: GuestbookStatus;

    @Column({ type: 'varchar', length: 32, nullable: true })
    outcome: GuestbookOutcome | null;

    @Column({ type: 'varchar', length: 500, nullable: true })
    outcomeNote: string | null;

    @Column({ type: Date, nullable: true })
    completedAt: Date | null;

    /** Customer id of the staff member who logged it. */
    @Column({ type: 'varchar' })
    createdByCustomerId: string;

    /** Customer id of the staff member who follows it up (a coordinator may reassign it). */
    @Column({ type: 'varchar' })
    assignedToCustomerId: string;

    /** The customer account with this phone or e-mail, when there was one at logging time. */
    @Column({ type: 'varchar', nullable: true })
    customerId: string | null;

    @Index({ unique: true })
    @Column({ type: 'varchar', length: 100, nullable: true })
    idempotencyKey: string | null;

    @Column({ type: 'simple-json' })
    history: GuestbookHistoryEntry[];
}
