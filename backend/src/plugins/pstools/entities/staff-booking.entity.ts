import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity } from 'typeorm';

/** A test-ride booking a staff member made for a customer (createBookingByPS): who made it, from which guestbook entry. */
@Entity()
export class StaffBooking extends VendureEntity {
    constructor(input?: DeepPartial<StaffBooking>) {
        super(input);
    }

    @Column({ type: 'varchar' })
    bookingId: string;

    @Column({ type: 'varchar' })
    staffCustomerId: string;

    @Column({ type: 'varchar', nullable: true })
    guestbookEntryId: string | null;
}
