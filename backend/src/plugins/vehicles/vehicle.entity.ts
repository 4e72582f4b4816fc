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

    /** The city the bike is registered in: riders are ranked among the bikes of their city. */
    @Column({ type: 'varchar', length: 64, nullable: true })
    city: string | null;

    /** The model generation (SPEC §3); the leaderboard can be narrowed to one. */
    @Column({ type: 'int', default: 1 })
    generation: number;

    /** The owner agreed to show the bike on the leaderboard; off again when the bike changes hands. */
    @Column({ type: Date, nullable: true })
    leaderboardOptInAt: Date | null;

    /** The current owner's riding, summed from RideTrip as trips arrive (reset when the bike changes hands). */
    @Column({ type: 'double precision', default: 0 })
    rideDistanceKm: number;

    @Column({ type: 'double precision', default: 0 })
    rideEnergyWh: number;

    @Column({ type: Date, nullable: true })
    lastRideAt: Date | null;
}
