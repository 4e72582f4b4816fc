import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { CustomerDocumentType, IdentityCardKind } from '../constants';

/**
 * One identity document of a customer (SPEC §3 "Customer document"): the identity card (KTP or KITAS) with the
 * holder's name and address as printed on it, or the tax card (NPWP). At most one row per customer and type.
 * The photo is a file in private storage (`fileKey`, random); numbers leave the shop API only masked.
 */
@Entity()
@Index(['customerId', 'type'], { unique: true })
export class CustomerDocument extends VendureEntity {
    constructor(input?: DeepPartial<CustomerDocument>) {
        super(input);
    }

    @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
    customer: Customer;

    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 16 })
    type: CustomerDocumentType;

    /** KTP or KITAS for IDENTITY_CARD; null for TAX_CARD. */
    @Column({ type: 'varchar', length: 8, nullable: true })
    kind: IdentityCardKind | null;

    /** NIK (16 digits), KITAS number (upper case, no separators) or NPWP (15 or 16 digits). */
    @Column({ type: 'varchar', length: 32, nullable: true })
    number: string | null;

    @Column({ type: 'varchar', length: 100, nullable: true })
    holderName: string | null;

    @Column({ type: 'varchar', length: 300, nullable: true })
    address: string | null;

    @Column({ type: 'varchar', length: 32, nullable: true })
    provinceId: string | null;

    @Column({ type: 'varchar', length: 100, nullable: true })
    provinceName: string | null;

    @Column({ type: 'varchar', length: 32, nullable: true })
    cityId: string | null;

    @Column({ type: 'varchar', length: 100, nullable: true })
    cityName: string | null;

    @Column({ type: 'varchar', length: 5, nullable: true })
    zipCode: string | null;

    /** Key of the re-encoded photo in private storage; random, never derived from user input. */
    @Column({ type: 'varchar', length: 80, nullable: true })
    fileKey: string | null;

    @Column({ type: 'varchar', length: 32, nullable: true })
    mimeType: string | null;

    @Column({ type: 'int', nullable: true })
    byteSize: number | null;

    @Column({ type: 'int', nullable: true })
    width: number | null;

    @Column({ type: 'int', nullable: true })
    height: number | null;

    /** SHA-256 (hex) of the stored file. */
    @Column({ type: 'varchar', length: 64, nullable: true })
    sha256: string | null;

    @Column({ type: Date, nullable: true })
    imageUploadedAt: Date | null;
}
