import { DeepPartial, EntityId, ID, Money, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { InstallmentDocument, InstallmentProvider, InstallmentStatus } from '@alva/rules';

/**
 * One application for an order's installment with one financing provider (issue 14). The offer's figures are the
 * server's computation at the time of applying (IDR minor units); an order has one application per attempt: after a
 * rejection the customer applies to another provider and a new row is made, the old one kept.
 */
@Entity()
@Index(['orderId', 'createdAt'])
export class InstallmentApplication extends VendureEntity {
    constructor(input?: DeepPartial<InstallmentApplication>) {
        super(input);
    }

    /** Given to the provider and used in its webhook, e.g. INS-7K2M9Q4D. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 40 })
    reference: string;

    @ManyToOne(() => Order, { onDelete: 'CASCADE' })
    order: Order;

    @EntityId()
    orderId: ID;

    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 20 })
    provider: InstallmentProvider;

    @Column({ type: 'varchar', length: 20, default: 'REQUESTED' })
    status: InstallmentStatus;

    @Column({ type: 'double precision' })
    downPaymentPercent: number;

    @Column({ type: 'integer' })
    tenorMonths: number;

    @Column({ type: 'integer' })
    flatRateBps: number;

    @Money() otrPrice: number;
    @Money() downPayment: number;
    @Money() adminFee: number;
    @Money() insurance: number;
    @Money() principal: number;
    @Money() interest: number;
    @Money() monthlyInstalment: number;
    /** Down payment + admin fee: what the customer pays us once approved. */
    @Money() firstPayment: number;
    @Money() totalPayment: number;

    /** The documents the provider required, by type, and the customer document ids shared for them. */
    @Column('simple-json')
    documents: Array<{ type: InstallmentDocument; documentId: string }>;

    @Column({ type: Date })
    requirementsAgreedAt: Date;

    @Column({ type: Date })
    consentToShareAt: Date;

    @Column({ type: Date, nullable: true })
    decidedAt: Date | null;

    /** Shown to the customer with a rejection. */
    @Column({ type: 'varchar', length: 500, nullable: true })
    decisionReason: string | null;

    /** PROVIDER (its webhook) or STAFF:<user id>. */
    @Column({ type: 'varchar', length: 40, nullable: true })
    decidedBy: string | null;

    @Column({ type: Date, nullable: true })
    contractSignedAt: Date | null;
}
