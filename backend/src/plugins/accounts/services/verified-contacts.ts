import { Customer, ExternalAuthenticationMethod, ID, RequestContext, TransactionalConnection, User } from '@vendure/core';

import { FIREBASE_STRATEGY_NAME } from '../constants';

/**
 * What Firebase has verified about a customer, recorded at each Firebase sign-in in the metadata of the
 * customer's `firebase` ExternalAuthenticationMethod (no extra table or column): the e-mail address when the
 * token says `email_verified`, and the phone number, which Firebase only holds after an SMS code (or when an
 * administrator set it). The customer's own `phoneNumber` field is editable by the customer and proves nothing.
 */
export interface FirebaseVerifiedContacts {
    email: string | null;
    phone: string | null;
    verifiedAt: string;
    /** When this Firebase user last signed in to the account (an account can be linked to several). */
    signedInAt?: string;
}

export function verifiedContactsFromToken(token: {
    email?: string;
    email_verified?: boolean;
    phone_number?: string;
}): Omit<FirebaseVerifiedContacts, 'verifiedAt'> {
    return {
        email: token.email && token.email_verified === true ? token.email.trim().toLowerCase() : null,
        phone: typeof token.phone_number === 'string' && token.phone_number ? token.phone_number : null,
    };
}

/**
 * Stores the verified contacts, and the time of this sign-in, on the authentication method of the Firebase user
 * that signed in (`uid`): an account can be linked to several Firebase users, e.g. when its Firebase user was
 * deleted and the customer registered the same verified address again.
 */
export async function recordVerifiedContacts(
    connection: TransactionalConnection,
    ctx: RequestContext,
    user: User,
    uid: string,
    contacts: Omit<FirebaseVerifiedContacts, 'verifiedAt'>,
    now = new Date(),
): Promise<void> {
    const repo = connection.getRepository(ctx, ExternalAuthenticationMethod);
    const method = await repo.findOne({
        where: { user: { id: user.id }, strategy: FIREBASE_STRATEGY_NAME, externalIdentifier: uid },
    });
    if (!method) return;
    const previous = (method.metadata ?? {}) as Partial<FirebaseVerifiedContacts>;
    const changed = previous.email !== contacts.email || previous.phone !== contacts.phone;
    method.metadata = {
        ...previous,
        ...contacts,
        verifiedAt: changed ? now.toISOString() : previous.verifiedAt,
        signedInAt: now.toISOString(),
    };
    await repo.save(method, { reload: false });
}

/**
 * The Firebase user an account's password, e-mail and sign-in changes go to: the one that signed in last (then the
 * newest link). A stale link to a deleted Firebase user must not win just because it is older.
 */
export async function currentFirebaseUid(connection: TransactionalConnection, ctx: RequestContext, userId: ID): Promise<string | null> {
    const methods = await connection.getRepository(ctx, ExternalAuthenticationMethod).find({
        where: { user: { id: userId }, strategy: FIREBASE_STRATEGY_NAME },
    });
    const signedInAt = (m: ExternalAuthenticationMethod) => ((m.metadata ?? {}) as Partial<FirebaseVerifiedContacts>).signedInAt ?? '';
    const newestFirst = methods.sort(
        (a, b) => signedInAt(b).localeCompare(signedInAt(a)) || b.createdAt.getTime() - a.createdAt.getTime() || Number(b.id) - Number(a.id),
    );
    return newestFirst[0]?.externalIdentifier ?? null;
}

/**
 * The e-mail address and phone number of a customer that are known to be theirs: those Firebase verified at
 * sign-in, plus the account's e-mail address when it is marked verified (seeded demo accounts, or a verified
 * Firebase address copied by the sign-in strategy).
 */
export async function verifiedContactsOf(
    connection: TransactionalConnection,
    ctx: RequestContext,
    customer: Customer,
): Promise<{ emails: string[]; phones: string[] }> {
    const emails = new Set<string>();
    const phones = new Set<string>();
    if (customer.customFields?.emailVerified && customer.emailAddress) emails.add(customer.emailAddress.trim().toLowerCase());
    const userId = customer.user?.id ?? (await connection.getRepository(ctx, Customer).findOne({
        where: { id: customer.id },
        relations: { user: true },
    }))?.user?.id;
    if (userId) {
        const methods = await connection.getRepository(ctx, ExternalAuthenticationMethod).find({
            where: { user: { id: userId }, strategy: FIREBASE_STRATEGY_NAME },
        });
        for (const m of methods) {
            const meta = (m.metadata ?? {}) as Partial<FirebaseVerifiedContacts>;
            if (meta.email) emails.add(meta.email);
            if (meta.phone) phones.add(meta.phone);
        }
    }
    return { emails: [...emails], phones: [...phones] };
}
