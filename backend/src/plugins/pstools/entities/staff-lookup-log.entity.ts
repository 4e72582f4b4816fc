import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity } from 'typeorm';

/** Every customer look-up by staff (profileCustomerByPS): who asked for whom, what was found, whether documents were shown. */
@Entity()
export class StaffLookupLog extends VendureEntity {
    constructor(input?: DeepPartial<StaffLookupLog>) {
        super(input);
    }

    @Column({ type: 'varchar' })
    staffCustomerId: string;

    /** The phone (E.164) or e-mail (lower case) asked for, or `id:<customerId>`. */
    @Column({ length: 260 })
    query: string;

    @Column({ type: 'varchar', nullable: true })
    foundCustomerId: string | null;

    @Column({ default: false })
    documentsShown: boolean;
}
