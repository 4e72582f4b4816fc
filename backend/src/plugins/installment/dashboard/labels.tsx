import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

import { labelOf, type Labels, StatusBadge } from '../../../dashboard-kit';

/** An application's status as staff read it (the list, its filter and the application's badge). */
export const STATUS_LABELS: Labels = {
    REQUESTED: msg`Waiting for the provider`,
    APPROVED: msg`Approved: down payment and contract`,
    REJECTED: msg`Rejected`,
    CONTRACT_SIGNED: msg`Contract signed`,
    CONTRACT_REJECTED: msg`Contract rejected`,
    WITHDRAWN: msg`Withdrawn`,
};

const STATUS_VARIANTS = {
    REQUESTED: 'warning',
    APPROVED: 'success',
    REJECTED: 'destructive',
    CONTRACT_SIGNED: 'success',
    CONTRACT_REJECTED: 'destructive',
    WITHDRAWN: 'secondary',
} as const;

export function InstallmentStatusBadge({ status }: Readonly<{ status: string }>) {
    return <StatusBadge status={status} labels={STATUS_LABELS} variants={STATUS_VARIANTS} />;
}

/** What each history entry (InstallmentEventEntry.type) records. */
export const EVENT_LABELS: Labels = {
    REQUESTED: msg`Applied`,
    DATA_SHARED: msg`Data and documents shared with the provider`,
    APPROVED: msg`Approved by the provider`,
    REJECTED: msg`Rejected by the provider`,
    CONTRACT_SIGNED: msg`Contract signed`,
    CONTRACT_REJECTED: msg`Contract not signed`,
    WITHDRAWN: msg`Withdrawn`,
    DOWN_PAYMENT_STARTED: msg`Down payment started`,
};

/** The customer's data a DATA_SHARED history entry says went to the provider (installment.service.ts, `fields`). */
export const SHARED_FIELD_LABELS: Labels = {
    name: msg`Name`,
    identityCardNumber: msg`Identity card number (NIK)`,
    email: msg`E-mail`,
    phoneNumber: msg`Phone number`,
    address: msg`Address`,
    motorcycle: msg`Motorcycle`,
    offer: msg`Installment offer`,
};

/** Why an application was withdrawn, when the system or the customer did it (a history entry's `reason`). */
const REASON_LABELS: Labels = {
    ORDER_CANCELLED: msg`The order was cancelled`,
    SWITCHED_TO_FULL_PAYMENT: msg`The customer chose to pay in full`,
};

/** Who wrote a history entry: `CUSTOMER:<id>`, `STAFF:<user id>`, `PROVIDER` or `SYSTEM`. */
export function actorName(i18n: I18n, actor: string): string {
    const [kind, id] = actor.split(':');
    if (kind === 'CUSTOMER') return i18n._(msg`the customer`);
    if (kind === 'STAFF') return i18n._(msg`staff (user ${id})`);
    if (kind === 'PROVIDER') return i18n._(msg`the provider`);
    if (kind === 'SYSTEM') return i18n._(msg`the system`);
    return actor;
}

/** A history entry's reason in the staff member's language: the system's reasons by name, a person's as written. */
export const reasonText = (i18n: I18n, reason: string) => labelOf(i18n, REASON_LABELS, reason);
