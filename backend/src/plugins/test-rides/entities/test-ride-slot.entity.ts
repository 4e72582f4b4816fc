import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import type { TestRideSlotKind } from '../constants';

/**
 * Seats of one place at one start time. Rows are created on the first booking (insert, ignoring the unique
 * conflict) and `booked` only ever changes through one atomic UPDATE guarded by `booked < capacity`.
 */
@Entity()
@Index(['placeId', 'slotStart', 'kind'], { unique: true })
export class TestRideSlot extends VendureEntity {
    constructor(input?: DeepPartial<TestRideSlot>) {
        super(input);
    }

    @ManyToOne(() => ExperienceCenter, { onDelete: 'CASCADE' })
    place: ExperienceCenter;

    @EntityId()
    placeId: ID;

    /** Start, UTC (the wall time in Asia/Jakarta is 7 hours later). */
    @Column()
    slotStart: Date;

    @Column({ type: 'varchar', length: 8 })
    kind: TestRideSlotKind;

    @Column({ type: 'int' })
    capacity: number;

    @Column({ type: 'int', default: 0 })
    booked: number;
}
