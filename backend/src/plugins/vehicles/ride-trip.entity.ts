import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Vehicle } from './vehicle.entity';

/**
 * One ride of a bike as reported through recordRideTrips (docs/my-ev-api.md). The leaderboard reads the totals kept on
 * the vehicle; the trips stay as the record they were summed from. externalId (the reporter's trip id) is unique per
 * bike, so a trip sent twice counts once.
 */
@Entity()
@Index(['vehicleId', 'externalId'], { unique: true })
export class RideTrip extends VendureEntity {
    constructor(input?: DeepPartial<RideTrip>) {
        super(input);
    }

    @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
    vehicle: Vehicle;

    @EntityId()
    vehicleId: ID;

    /** Who owned the bike when it was ridden: a new owner's ranking starts from their own trips. */
    @Index()
    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 64 })
    externalId: string;

    @Column({ type: Date })
    startedAt: Date;

    @Column({ type: Date })
    endedAt: Date;

    @Column({ type: 'double precision' })
    distanceKm: number;

    @Column({ type: 'double precision' })
    energyWh: number;
}
