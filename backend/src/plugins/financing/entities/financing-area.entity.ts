import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, OneToMany } from 'typeorm';

import { FinancingOtrPrice } from './financing-otr-price.entity';

/** A price area: on-the-road prices differ by area (registration, plates, delivery). */
@Entity()
export class FinancingArea extends VendureEntity {
    constructor(input?: DeepPartial<FinancingArea>) {
        super(input);
    }

    @Index({ unique: true })
    @Column({ length: 64 })
    code: string;

    /** Indonesian place names, shown as they are in both languages. */
    @Column({ length: 120 })
    name: string;

    @Column({ default: 0 })
    position: number;

    @Column({ default: true })
    enabled: boolean;

    @OneToMany(() => FinancingOtrPrice, p => p.area)
    otrPrices: FinancingOtrPrice[];
}
