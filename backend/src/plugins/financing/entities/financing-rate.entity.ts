import { DeepPartial, Money, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** A financing provider's terms for one tenor. */
@Entity()
@Index(['provider', 'tenorMonths'], { unique: true })
export class FinancingRate extends VendureEntity {
    constructor(input?: DeepPartial<FinancingRate>) {
        super(input);
    }

    @Column({ length: 32 })
    provider: string;

    @Column()
    tenorMonths: number;

    /** Flat interest per year, basis points (1150 = 11.5 % p.a.). */
    @Column()
    flatRateBps: number;

    @Money()
    adminFee: number;

    /** Insurance for the whole tenor, basis points of the OTR price. */
    @Column({ default: 0 })
    insuranceRateBps: number;

    @Column({ default: true })
    enabled: boolean;
}
