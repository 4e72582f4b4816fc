import { DeepPartial, EntityId, ID, Money, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/** A battery subscription rental (SPEC §7 insertSubscription): one per order, monthly fee and next due date. */
@Entity()
export class BatterySubscription extends VendureEntity {
    constructor(input?: DeepPartial<BatterySubscription>) {
        super(input);
    }

    @ManyToOne(() => Order, { onDelete: 'CASCADE' })
    order: Order;

    @Index({ unique: true })
    @EntityId()
    orderId: ID;

    @Index()
    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 32 })
    batteryCode: string;

    @Money()
    monthlyFee: number;

    @Column({ type: 'varchar', length: 3 })
    currencyCode: string;

    @Column({ type: Date })
    startDate: Date;

    @Column({ type: Date })
    nextDueDate: Date;

    @Column({ type: 'varchar', length: 16, default: 'ACTIVE' })
    status: string;
}
