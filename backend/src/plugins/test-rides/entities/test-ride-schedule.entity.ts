import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import type { WeeklyHours } from '../constants';

/** Test-ride opening hours and capacities of one place (editable by staff; places without a row use the defaults). */
@Entity()
export class TestRideSchedule extends VendureEntity {
    constructor(input?: DeepPartial<TestRideSchedule>) {
        super(input);
    }

    @ManyToOne(() => ExperienceCenter, { onDelete: 'CASCADE' })
    place: ExperienceCenter;

    @Index({ unique: true })
    @EntityId()
    placeId: ID;

    /** Seven entries, Sunday first; null = closed that weekday. Times are Asia/Jakarta "HH:MM". */
    @Column('simple-json')
    weeklyHours: WeeklyHours;

    /** Local dates (YYYY-MM-DD) without test rides, e.g. public holidays. */
    @Column('simple-json')
    closedDates: string[];

    @Column({ type: 'int', default: 60 })
    slotMinutes: number;

    @Column({ type: 'int', default: 2 })
    dealerCapacity: number;

    /** 0 = this place does not serve home / owner test rides. */
    @Column({ type: 'int', default: 1 })
    homeCapacity: number;
}
