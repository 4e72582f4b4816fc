import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * verify-email: proves the account's own address; change-email: proves a new address the customer asked for on the
 * profile (`emailAddress`), which becomes the account's address only then; undo-email-change: sent to the old
 * address (`emailAddress`), cancels or reverts that change; reset-password.
 */
export type AccountTokenKind = 'verify-email' | 'change-email' | 'undo-email-change' | 'reset-password';

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

    /** The address the token is about: the new one of a change-email token, the old one of an undo-email-change. */
    @Column({ type: 'varchar', length: 255, nullable: true })
    emailAddress: string | null;

    /** Set when the token is consumed or replaced by a newer one. */
    @Column({ type: Date, nullable: true })
    usedAt: Date | null;

    /** Set (with usedAt) when a newer link of the same kind replaced this one: its page then says so. */
    @Column({ type: Date, nullable: true })
    replacedAt: Date | null;
}
