import { DeepPartial, Money, VendureEntity } from '@vendure/core';
import { Column, Entity } from 'typeorm';

/** The one row of calculator settings: down-payment shares, tenors shown, running-cost parameters. */
@Entity()
export class FinancingSettings extends VendureEntity {
    constructor(input?: DeepPartial<FinancingSettings>) {
        super(input);
    }

    @Column()
    downPaymentMinPercent: number;

    @Column()
    downPaymentMaxPercent: number;

    @Column()
    downPaymentStepPercent: number;

    @Column()
    defaultDownPaymentPercent: number;

    /** Comma-separated months, e.g. "6,12,18,24,36". */
    @Column({ length: 200 })
    tenors: string;

    @Column()
    defaultTenorMonths: number;

    @Column({ length: 32 })
    defaultProvider: string;

    @Money()
    petrolPricePerLitre: number;

    @Column({ type: 'double precision' })
    petrolKmPerLitre: number;

    @Money()
    petrolServicePerMonth: number;

    @Money()
    electricityPricePerKwh: number;

    @Column({ type: 'double precision' })
    evWhPerKm: number;

    @Money()
    evServicePerMonth: number;

    @Money()
    swapSubscriptionPerMonth: number;

    @Column({ default: 30 })
    daysPerMonth: number;

    @Column({ default: 40 })
    defaultKmPerDay: number;
}
