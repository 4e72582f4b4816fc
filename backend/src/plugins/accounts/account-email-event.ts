import { RequestContext, VendureEvent } from '@vendure/core';

import type { AccountTokenKind } from './entities/account-token.entity';

export type AccountEmailKind = AccountTokenKind;

/** Asks for an account e-mail (address verification or change, its undo notice, password reset); published after the transaction commits. */
export class AccountEmailEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public kind: AccountEmailKind,
        public emailAddress: string,
        public name: string,
        /** The site page with the token. */
        public link: string,
        public language: 'en' | 'id',
        /** How long the link works, in hours. */
        public validHours: number,
        /** change-email and undo-email-change: the address the customer asked to change to. */
        public newEmailAddress: string | null = null,
    ) {
        super();
    }
}
