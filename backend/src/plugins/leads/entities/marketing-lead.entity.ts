import { DeepPartial, ID, Money, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** A visitor who asked to be contacted from a calculator (SPEC §5 lead form: full name, phone, city). */
@Entity()
export class MarketingLead extends VendureEntity {
    constructor(input?: DeepPartial<MarketingLead>) {
        super(input);
    }

    @Column({ length: 120 })
    fullName: string;

    /** E.164, +62… */
    @Column({ length: 16 })
    phone: string;

    @Column({ length: 80 })
    city: string;

    /** monthly-cost or dp-simulation */
    @Index()
    @Column({ length: 32 })
    source: string;

    @Column({ type: 'varchar', length: 100, nullable: true })
    productSlug: string | null;

    @Column({ type: 'varchar', length: 32, nullable: true })
    batteryOption: string | null;

    @Column({ type: 'varchar', length: 64, nullable: true })
    areaCode: string | null;

    @Column({ type: 'double precision', nullable: true })
    downPaymentPercent: number | null;

    @Column({ type: 'integer', nullable: true })
    tenorMonths: number | null;

    @Column({ type: 'varchar', length: 32, nullable: true })
    provider: string | null;

    @Column({ type: 'double precision', nullable: true })
    kmPerDay: number | null;

    /** What the server's simulation quoted for these inputs (null when the inputs did not simulate). */
    @Money({ nullable: true })
    otrPrice: number | null;

    @Money({ nullable: true })
    monthlyInstalment: number | null;

    @Column({ length: 8, default: 'id' })
    languageCode: string;

    @Column({ type: 'varchar', nullable: true })
    customerId: ID | null;

    @Index({ unique: true })
    @Column({ type: 'varchar', length: 100, nullable: true })
    idempotencyKey: string | null;

    /** Salted SHA-256 of the client address, for the rate limit. */
    @Index()
    @Column({ length: 64 })
    clientHash: string;
}
