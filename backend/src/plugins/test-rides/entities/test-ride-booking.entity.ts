import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import type {
    NotificationChannel,
    TestRideLanguage,
    TestRideLocationType,
    TestRideStatus,
} from '../constants';
import { TestRideSlot } from './test-ride-slot.entity';

@Entity()
export class TestRideBooking extends VendureEntity {
    constructor(input?: DeepPartial<TestRideBooking>) {
        super(input);
    }

    /** Short code the customer quotes, e.g. TR-7K3Q9X. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 16 })
    code: string;

    @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' })
    customer: Customer | null;

    @Index()
    @EntityId({ nullable: true })
    customerId: ID | null;

    @Column({ type: 'varchar', length: 80 })
    guestName: string;

    /** E.164, +62… */
    @Index()
    @Column({ type: 'varchar', length: 16 })
    guestPhone: string;

    /** Lower-cased. */
    @Index()
    @Column({ type: 'varchar', length: 254 })
    guestEmail: string;

    @Column({ type: 'varchar', length: 100 })
    productSlug: string;

    @Column({ type: 'varchar', length: 8 })
    locationType: TestRideLocationType;

    /** The dealer or experience centre that serves the ride (also for home and owner rides). */
    @ManyToOne(() => ExperienceCenter, { onDelete: 'RESTRICT' })
    place: ExperienceCenter;

    @Index()
    @EntityId()
    placeId: ID;

    @ManyToOne(() => TestRideSlot, { onDelete: 'RESTRICT' })
    slot: TestRideSlot;

    @EntityId()
    slotId: ID;

    @Column({ type: 'varchar', length: 300, nullable: true })
    address: string | null;

    @Column({ type: 'double precision', nullable: true })
    latitude: number | null;

    @Column({ type: 'double precision', nullable: true })
    longitude: number | null;

    /** Distance from the serving place to the address (home / owner). */
    @Column({ type: 'double precision', nullable: true })
    distanceKm: number | null;

    /** UTC; Asia/Jakarta wall time + 7 h. */
    @Index()
    @Column()
    slotStart: Date;

    @Column({ type: 'int', default: 60 })
    durationMinutes: number;

    @Index()
    @Column({ type: 'varchar', length: 16, default: 'REQUESTED' })
    status: TestRideStatus;

    @Column('simple-json')
    surveyAnswers: string[];

    @Column({ type: 'varchar', length: 40 })
    currentMotorcycle: string;

    @Column({ type: 'varchar', length: 2, default: 'id' })
    languageCode: TestRideLanguage;

    @Column({ type: 'varchar', length: 16, default: 'WHATSAPP' })
    notificationChannel: NotificationChannel;

    /** Client-generated key: the same key returns the same booking (double submit). */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 100, nullable: true })
    idempotencyKey: string | null;

    @Column({ type: Date, nullable: true })
    reminderSentAt: Date | null;

    @Column({ type: Date, nullable: true })
    cancelledAt: Date | null;
}
