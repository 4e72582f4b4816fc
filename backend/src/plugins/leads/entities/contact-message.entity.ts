import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** A message from the contact-us page. */
@Entity()
export class ContactMessage extends VendureEntity {
    constructor(input?: DeepPartial<ContactMessage>) {
        super(input);
    }

    @Column({ length: 120 })
    name: string;

    @Column({ length: 254 })
    email: string;

    @Column({ length: 16 })
    phone: string;

    @Index()
    @Column({ length: 32 })
    topic: string;

    @Column({ type: 'text' })
    message: string;

    @Column({ length: 8, default: 'id' })
    languageCode: string;

    @Column({ type: 'varchar', nullable: true })
    customerId: ID | null;

    @Index({ unique: true })
    @Column({ type: 'varchar', length: 100, nullable: true })
    idempotencyKey: string | null;

    @Index()
    @Column({ length: 64 })
    clientHash: string;
}
