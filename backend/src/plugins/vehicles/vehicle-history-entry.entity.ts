import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Vehicle } from './vehicle.entity';

export type VehicleHistoryType =
    | 'SHARED'
    | 'SHARE_REVOKED'
    | 'TRANSFER_REQUESTED'
    | 'TRANSFER_APPROVED'
    | 'TRANSFER_DENIED'
    | 'TRANSFER_EXPIRED'
    | 'OWNER_CHANGED'
    | 'LEADERBOARD_JOINED'
    | 'LEADERBOARD_LEFT';

/**
 * The bike's record: one row per state change of its shares, transfer requests, owner and leaderboard opt-in, with who did it. It stays
 * with the vehicle when the owner changes.
 */
@Entity()
export class VehicleHistoryEntry extends VendureEntity {
    constructor(input?: DeepPartial<VehicleHistoryEntry>) {
        super(input);
    }

    @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
    vehicle: Vehicle;

    @Index()
    @EntityId()
    vehicleId: ID;

    @Column({ type: 'varchar', length: 32 })
    type: VehicleHistoryType;

    /** Who made the change: a customer id, or null for the system (expiry). */
    @EntityId({ nullable: true })
    actorId: ID | null;

    @Column('simple-json')
    data: Record<string, string | number | null>;
}
