import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

export type InstallmentEventType =
    | 'REQUESTED'
    | 'DATA_SHARED'
    | 'APPROVED'
    | 'REJECTED'
    | 'CONTRACT_SIGNED'
    | 'CONTRACT_REJECTED'
    | 'WITHDRAWN'
    | 'DOWN_PAYMENT_STARTED';

/**
 * The history of an application: every status change, every time its data left the system for a provider
 * (DATA_SHARED: which fields and documents, to whom). A decision from a provider's webhook is stored with the
 * provider's event id (unique per provider), which makes a resent event change nothing. Refused webhook calls are
 * not stored (anybody can send one); they are logged as warnings.
 */
@Entity()
@Index(['provider', 'externalEventId'], { unique: true })
export class InstallmentEvent extends VendureEntity {
    constructor(input?: DeepPartial<InstallmentEvent>) {
        super(input);
    }

    @EntityId({ nullable: true })
    applicationId: ID | null;

    @Column({ type: 'varchar', length: 24 })
    type: InstallmentEventType;

    /** CUSTOMER:<id>, STAFF:<user id>, PROVIDER or SYSTEM. */
    @Column({ type: 'varchar', length: 40 })
    actor: string;

    @Column({ type: 'varchar', length: 20, nullable: true })
    provider: string | null;

    @Column({ type: 'varchar', length: 80, nullable: true })
    externalEventId: string | null;

    @Column('simple-json', { nullable: true })
    data: Record<string, unknown> | null;
}
