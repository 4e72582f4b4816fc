import { Customer, DeepPartial, EntityId, ID, Order, ProductVariant, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * A customer's motorcycle (SPEC §3 "Vehicle (ev list)"), created when its order is delivered (issue 13) or by the
 * seed for the demo owner. Sharing is VehicleShare.
 */
@Entity()
export class Vehicle extends VendureEntity {
    constructor(input?: DeepPartial<Vehicle>) {
        super(input);
    }

    @Index({ unique: true })
    @Column({ type: 'varchar', length: 17 })
    vin: string;

    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    customer: Customer;

    @Index()
    @EntityId()
    customerId: ID;

    @ManyToOne(() => Order, { onDelete: 'SET NULL', nullable: true })
    order: Order | null;

    @Index({ unique: true })
    @EntityId({ nullable: true })
    orderId: ID | null;

    @ManyToOne(() => ProductVariant, { onDelete: 'SET NULL', nullable: true })
    productVariant: ProductVariant | null;

    @EntityId({ nullable: true })
    productVariantId: ID | null;

    @Column({ type: 'varchar', length: 16, nullable: true })
    registrationPlate: string | null;

    @Column({ type: Date, nullable: true })
    purchaseDate: Date | null;

    /** When the bike reached the dealer (ready to hand over). */
    @Column({ type: Date, nullable: true })
    arrivedDate: Date | null;

    /** The hand-over to the customer. */
    @Column({ type: Date, nullable: true })
    deliveryDate: Date | null;

    /** The warranty is valid until this day. */
    @Column({ type: Date, nullable: true })
    warrantyValidUntil: Date | null;
}
