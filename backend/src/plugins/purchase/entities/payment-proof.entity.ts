import { DeepPartial, EntityId, ID, Money, Order, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

export type PaymentProofStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED';

/**
 * A bank-transfer proof (SPEC §5) for one payment: the form fields and a private file (jpg/png/pdf, random key in
 * the identity documents' private storage). Staff accept (the payment settles) or reject it (the payment declines).
 */
@Entity()
@Index(['paymentId', 'status'])
export class PaymentProof extends VendureEntity {
    constructor(input?: DeepPartial<PaymentProof>) {
        super(input);
    }

    @ManyToOne(() => Order, { onDelete: 'CASCADE' })
    order: Order;

    @EntityId()
    orderId: ID;

    @EntityId()
    paymentId: ID;

    @Money()
    amountDue: number;

    @Column({ type: 'varchar', length: 16, default: 'PENDING' })
    status: PaymentProofStatus;

    @Column({ type: 'varchar', length: 32 })
    orderNumber: string;

    @Column({ type: 'varchar', length: 40 })
    referenceNumber: string;

    @Column({ type: 'varchar', length: 16 })
    cardType: string;

    @Column({ type: 'varchar', length: 100 })
    bankName: string;

    /** YYYY-MM-DD as the customer gave it (Asia/Jakarta). */
    @Column({ type: 'varchar', length: 10 })
    paymentDate: string;

    @Money()
    nominal: number;

    @Column({ type: 'varchar', length: 32 })
    paymentMethod: string;

    @Column({ type: 'varchar', length: 32 })
    eCommerce: string;

    @Column({ type: 'varchar', length: 80 })
    fileKey: string;

    @Column({ type: 'varchar', length: 40 })
    fileMimeType: string;

    @Column({ type: 'integer' })
    fileByteSize: number;

    @Column({ type: Date, nullable: true })
    reviewedAt: Date | null;

    @Column({ type: 'varchar', length: 32, nullable: true })
    reviewedByUserId: string | null;

    @Column({ type: 'varchar', length: 500, nullable: true })
    rejectionReason: string | null;
}
