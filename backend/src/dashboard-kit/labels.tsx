import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@vendure/dashboard';
import type { ComponentProps } from 'react';

import { SITE_LANGUAGES } from './detail-form';

/** Names of an API's values (statuses, sources): messages, or a brand name shown as it is. */
export type Labels = Readonly<Record<string, MessageDescriptor | string>>;

/** The site's languages by code (a customer's, a message's). */
export const LANGUAGE_NAMES: Labels = Object.fromEntries(SITE_LANGUAGES.map(l => [l.code, l.label]));

/**
 * How staff call each CustomerDocumentType, wherever the back office names one (the documents block, its access log,
 * an installment application's requirements and history). The identity card's own kind (KTP or KITAS) is on the card.
 */
export const DOCUMENT_TYPE_LABELS: Labels = {
    IDENTITY_CARD: msg`Identity card`,
    TAX_CARD: msg`NPWP`,
    FAMILY_CARD: msg`Family card (KK)`,
    PROOF_OF_INCOME: msg`Proof of income`,
};

/** A value's name in the staff member's language; the value itself when it has none. */
export function labelOf(i18n: I18n, labels: Labels, value: string): string {
    const label = labels[value];
    if (label == null) return value;
    return typeof label === 'string' ? label : i18n._(label);
}

/** Value names as a list page's faceted-filter options, in the staff member's language. */
export function optionsOf(i18n: I18n, labels: Labels) {
    return Object.keys(labels).map(value => ({ value, label: labelOf(i18n, labels, value) }));
}

type BadgeVariant = ComponentProps<typeof Badge>['variant'];

/** A status as a badge: its name (labelOf) in the colour given for it. */
export function StatusBadge({
    status,
    labels,
    variants,
}: Readonly<{ status: string; labels: Labels; variants: Readonly<Record<string, BadgeVariant>> }>) {
    const { i18n } = useLingui();
    return <Badge variant={variants[status] ?? 'secondary'}>{labelOf(i18n, labels, status)}</Badge>;
}

/** A yes/no column as a badge: `yes` in green, `no` outlined. */
export function YesNoBadge({ value, yes, no }: Readonly<{ value: boolean; yes: string; no: string }>) {
    return <Badge variant={value ? 'success' : 'outline'}>{value ? yes : no}</Badge>;
}
