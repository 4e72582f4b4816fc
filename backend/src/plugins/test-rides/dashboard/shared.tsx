import { Badge } from '@vendure/dashboard';

export const STATUSES = ['REQUESTED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED'] as const;
export type Status = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
    REQUESTED: 'Requested',
    CONFIRMED: 'Confirmed',
    COMPLETED: 'Completed',
    NO_SHOW: 'No-show',
    CANCELLED: 'Cancelled',
};

/** Mirrors STATUS_TRANSITIONS in ../constants.ts (the server refuses anything else). */
export const NEXT_STATUSES: Record<Status, Array<{ status: Status; label: string; destructive?: boolean }>> = {
    REQUESTED: [
        { status: 'CONFIRMED', label: 'Confirm' },
        { status: 'CANCELLED', label: 'Cancel booking', destructive: true },
    ],
    CONFIRMED: [
        { status: 'COMPLETED', label: 'Mark completed' },
        { status: 'NO_SHOW', label: 'Mark no-show' },
        { status: 'CANCELLED', label: 'Cancel booking', destructive: true },
    ],
    COMPLETED: [],
    NO_SHOW: [],
    CANCELLED: [],
};

const STATUS_VARIANT: Record<Status, 'warning' | 'success' | 'secondary' | 'destructive' | 'outline'> = {
    REQUESTED: 'warning',
    CONFIRMED: 'success',
    COMPLETED: 'secondary',
    NO_SHOW: 'destructive',
    CANCELLED: 'outline',
};

export function StatusBadge({ status }: Readonly<{ status: string }>) {
    const s = status as Status;
    return <Badge variant={STATUS_VARIANT[s] ?? 'secondary'}>{STATUS_LABELS[s] ?? status}</Badge>;
}

export const LOCATION_LABELS: Record<string, string> = {
    DEALER: 'At the experience centre',
    HOME: 'At home',
    OWNER: 'With an owner',
};

export const PRODUCT_LABELS: Record<string, string> = {
    'alva-one-1-battery': 'Alva One',
    'alva-cervo': 'Alva Cervo',
    'alva-n3': 'Alva N3',
};

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Same wording as the site's English form (messages/en.json, TestRide). */
export const SURVEY_LABELS: Record<string, string> = {
    'social-media': 'Social media',
    'friend-family': 'Friends or family',
    showroom: 'Passing a showroom',
    'online-ads': 'Online ads',
    event: 'An event',
    other: 'Other',
};

export const MOTORCYCLE_LABELS: Record<string, string> = {
    none: 'None',
    honda: 'Honda',
    yamaha: 'Yamaha',
    suzuki: 'Suzuki',
    kawasaki: 'Kawasaki',
    'vespa-piaggio': 'Vespa / Piaggio',
    tvs: 'TVS',
    electric: 'Another electric motorcycle',
    other: 'Other',
};
