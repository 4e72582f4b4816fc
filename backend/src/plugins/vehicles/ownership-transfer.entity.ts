import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Vehicle } from './vehicle.entity';

export const TRANSFER_STATES = ['REQUESTED', 'APPROVED', 'DENIED', 'EXPIRED'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** The only moves a request makes; every other is refused (OwnershipTransferService.transition). */
export const TRANSFER_TRANSITIONS: Record<TransferState, readonly TransferState[]> = {
    REQUESTED: ['APPROVED', 'DENIED', 'EXPIRED'],
    APPROVED: [],
    DENIED: [],
    EXPIRED: [],
};

/**
 * A request to become a bike's owner (SPEC §3 transfer request, §4 ownership): the requester asks by VIN, the owner at
 * that time approves or denies; unanswered, it expires at expiresAt. Rows are kept as the bike's record.
 */
@Entity()
export class OwnershipTransfer extends VendureEntity {
    constructor(input?: DeepPartial<OwnershipTransfer>) {
        super(input);
    }

    @ManyToOne(() => Vehicle, { onDelete: 'CASCADE' })
    vehicle: Vehicle;

    @Index()
    @EntityId()
    vehicleId: ID;

    /** The owner asked (the vehicle's owner when the request was made). */
    @EntityId()
    ownerId: ID;

    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    requester: Customer;

    @Index()
    @EntityId()
    requesterId: ID;

    @Column({ type: 'varchar', length: 16 })
    state: TransferState;

    @Column({ type: Date })
    expiresAt: Date;

    @Column({ type: Date, nullable: true })
    decidedAt: Date | null;
}
