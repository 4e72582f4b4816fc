import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Vehicle } from './vehicle.entity';

/**
 * One loan of a bike to a guest (SPEC §3 share history): from loanStart until loanEnd (null: until revoked). Rows are
 * never deleted: revoking sets revokedAt, so the history keeps every loan.
 */
@Entity()
export class VehicleShare extends VendureEntity {
    constructor(input?: DeepPartial<VehicleShare>) {
        super(input);
    }

    @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
    vehicle: Vehicle;

    @Index()
    @EntityId()
    vehicleId: ID;

    /** The owner who shared it (the vehicle's owner at the time). */
    @EntityId()
    ownerId: ID;

    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    guest: Customer;

    @Index()
    @EntityId()
    guestId: ID;

    @Column({ type: Date })
    loanStart: Date;

    @Column({ type: Date, nullable: true })
    loanEnd: Date | null;

    @Column({ type: Date, nullable: true })
    revokedAt: Date | null;
}

/** ACTIVE: the guest may use the bike now; SCHEDULED: starts later; ENDED: its window is over; REVOKED by the owner. */
export function shareStatus(share: VehicleShare, now = new Date()): 'ACTIVE' | 'SCHEDULED' | 'ENDED' | 'REVOKED' {
    if (share.revokedAt) return 'REVOKED';
    if (share.loanEnd && share.loanEnd.getTime() <= now.getTime()) return 'ENDED';
    if (share.loanStart.getTime() > now.getTime()) return 'SCHEDULED';
    return 'ACTIVE';
}
