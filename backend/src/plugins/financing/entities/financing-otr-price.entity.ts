import { DeepPartial, ID, Money, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { FinancingArea } from './financing-area.entity';

/** On-the-road price of one motorcycle variant (product + battery option) in one area. */
@Entity()
@Index(['areaId', 'productSlug', 'batteryOption'], { unique: true })
export class FinancingOtrPrice extends VendureEntity {
    constructor(input?: DeepPartial<FinancingOtrPrice>) {
        super(input);
    }

    @ManyToOne(() => FinancingArea, a => a.otrPrices, { onDelete: 'CASCADE' })
    area: FinancingArea;

    @Column()
    areaId: ID;

    @Column({ length: 100 })
    productSlug: string;

    @Column({ length: 32 })
    batteryOption: string;

    /** Minor units (IDR × 100). */
    @Money()
    price: number;
}
