import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

export type AccountTokenKind = 'verify-email' | 'reset-password';

/**
 * A single-use token sent by e-mail: address verification (valid 24 hours, SPEC §9) or password reset. Only the
 * SHA-256 of the token is stored, so a database reader cannot use a pending link.
 */
@Entity()
export class AccountToken extends VendureEntity {
    constructor(input?: DeepPartial<AccountToken>) {
        super(input);
    }

    @Column({ type: 'varchar', length: 32 })
    kind: AccountTokenKind;

    /** Hex SHA-256 of the token. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 64 })
    tokenHash: string;

    @Index()
    @Column({ type: 'integer' })
    customerId: ID;

    @Column({ type: Date })
    expiresAt: Date;

    /** Set when the token is consumed or replaced by a newer one. */
    @Column({ type: Date, nullable: true })
    usedAt: Date | null;
}
