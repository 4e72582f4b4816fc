import { RequestContext, VendureEvent } from '@vendure/core';

export type AccountEmailKind = 'verify-email' | 'reset-password';

/** Asks for an account e-mail (address verification, password reset); published after the transaction commits. */
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
    ) {
        super();
    }
}
