import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** A version of the product specialists' guidebook (a PDF); the newest row is the current one. */
@Entity()
export class Guidebook extends VendureEntity {
    constructor(input?: DeepPartial<Guidebook>) {
        super(input);
    }

    /** e.g. `2026.1`; the staff tool stores the version it has shown (SPEC §9 stored keys). */
    @Index({ unique: true })
    @Column()
    version: string;

    @Column()
    title: string;

    @Column()
    pdfUrl: string;
}
