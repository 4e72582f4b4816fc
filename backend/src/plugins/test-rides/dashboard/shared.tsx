import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { StatusBadge as LabelledStatusBadge } from '../../../dashboard-kit';

export const STATUSES = ['REQUESTED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED'] as const;
export type Status = (typeof STATUSES)[number];

/** Labels are messages: render them with `i18n._(label)`. */
export const STATUS_LABELS: Record<Status, MessageDescriptor> = {
    REQUESTED: msg`Requested`,
    CONFIRMED: msg`Confirmed`,
    COMPLETED: msg`Completed`,
    NO_SHOW: msg`No-show`,
    CANCELLED: msg`Cancelled`,
};

/** What staff read after a status change (the status in lower case, as the English always said). */
export const STATUS_CHANGED: Record<Status, MessageDescriptor> = {
    REQUESTED: msg`Status changed to requested.`,
    CONFIRMED: msg`Status changed to confirmed.`,
    COMPLETED: msg`Status changed to completed.`,
    NO_SHOW: msg`Status changed to no-show.`,
    CANCELLED: msg`Status changed to cancelled.`,
};

/** Mirrors STATUS_TRANSITIONS in ../constants.ts (the server refuses anything else). */
export const NEXT_STATUSES: Record<
    Status,
    Array<{ status: Status; label: MessageDescriptor; destructive?: boolean }>
> = {
    REQUESTED: [
        { status: 'CONFIRMED', label: msg`Confirm` },
        { status: 'CANCELLED', label: msg`Cancel booking`, destructive: true },
    ],
    CONFIRMED: [
        { status: 'COMPLETED', label: msg`Mark completed` },
        { status: 'NO_SHOW', label: msg`Mark no-show` },
        { status: 'CANCELLED', label: msg`Cancel booking`, destructive: true },
    ],
    COMPLETED: [],
    NO_SHOW: [],
    CANCELLED: [],
};

const STATUS_VARIANTS = {
    REQUESTED: 'warning',
    CONFIRMED: 'success',
    COMPLETED: 'secondary',
    NO_SHOW: 'destructive',
    CANCELLED: 'outline',
} as const;

export function StatusBadge({ status }: Readonly<{ status: string }>) {
    return <LabelledStatusBadge status={status} labels={STATUS_LABELS} variants={STATUS_VARIANTS} />;
}

export const LOCATION_LABELS: Record<string, MessageDescriptor> = {
    DEALER: msg`At the experience centre`,
    HOME: msg`At home`,
    OWNER: msg`With an owner`,
};

/** The days of `weeklyHours`, Sunday (day 0) first. */
export const DAY_NAMES: MessageDescriptor[] = [
    msg`Sunday`,
    msg`Monday`,
    msg`Tuesday`,
    msg`Wednesday`,
    msg`Thursday`,
    msg`Friday`,
    msg`Saturday`,
];

/** Same wording as the site's English form (messages/en.json, TestRide). */
export const SURVEY_LABELS: Record<string, MessageDescriptor> = {
    'social-media': msg`Social media`,
    'friend-family': msg`Friends or family`,
    showroom: msg`Passing a showroom`,
    'online-ads': msg`Online ads`,
    event: msg`An event`,
    other: msg`Other`,
};

/** Brand names stay as they are; the other answers are messages. */
export const MOTORCYCLE_LABELS: Record<string, MessageDescriptor | string> = {
    none: msg`None`,
    honda: 'Honda',
    yamaha: 'Yamaha',
    suzuki: 'Suzuki',
    kawasaki: 'Kawasaki',
    'vespa-piaggio': 'Vespa / Piaggio',
    tvs: 'TVS',
    electric: msg`Another electric motorcycle`,
    other: msg`Other`,
};
