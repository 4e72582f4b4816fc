import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

export type ExperienceCenterType = 'EXPERIENCE_CENTER' | 'DEALER';

/** An experience centre or dealer (SPEC §3 "Experience centre" and the purchase-state dealer). */
@Entity()
export class ExperienceCenter extends VendureEntity {
    constructor(input?: DeepPartial<ExperienceCenter>) {
        super(input);
    }

    @Column()
    location: string;

    @Column()
    address1: string;

    @Column({ type: 'varchar', nullable: true })
    address2: string | null;

    @Index()
    @Column()
    city: string;

    @Column()
    state: string;

    @Column({ default: 'Indonesia' })
    country: string;

    @Column({ type: 'double precision' })
    latitude: number;

    @Column({ type: 'double precision' })
    longitude: number;

    @Column({ default: true })
    isActive: boolean;

    @Column({ default: false })
    upcoming: boolean;

    @Column({ type: 'varchar', nullable: true })
    dealerId: string | null;

    @Index({ unique: true })
    @Column()
    dealerSlug: string;

    @Column({ length: 1024 })
    gmapsLink: string;

    @Column({ type: 'varchar', length: 32, default: 'EXPERIENCE_CENTER' })
    type: ExperienceCenterType;

    @Column({ type: 'varchar', nullable: true })
    operatingHours: string | null;

    @Column({ type: 'varchar', length: 16, nullable: true })
    zipCode: string | null;

    @Column({ default: false })
    inJabodetabek: boolean;
}
