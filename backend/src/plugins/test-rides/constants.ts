import { PermissionDefinition } from '@vendure/core';

import type { TestRideLocationType } from '@alva/rules';

// The booking's input rules and their lists live in @alva/rules (test-ride.ts), shared with the site's form.
export { CURRENT_MOTORCYCLES, LOCATION_TYPES, SURVEY_ANSWERS, type TestRideLocationType } from '@alva/rules';

export const loggerCtx = 'TestRidesPlugin';
export const TEST_RIDES_PLUGIN_OPTIONS = Symbol('TEST_RIDES_PLUGIN_OPTIONS');

export const manageTestRidesPermission = new PermissionDefinition({
    name: 'ManageTestRides',
    description: 'Allows viewing test-ride bookings and schedules, and changing the status of a booking',
});

/** Opening hours, slot length and capacity per place: the coordinator's job (a product specialist only sees them). */
export const manageTestRideSchedulesPermission = new PermissionDefinition({
    name: 'ManageTestRideSchedules',
    description: 'Allows editing the test-ride opening hours, closed dates, slot length and capacity of each place',
});

/** Slots are counted per place and kind: a seat in the showroom, or a staff member with a demo bike on the road. */
export type TestRideSlotKind = 'DEALER' | 'HOME';
export const slotKindFor = (type: TestRideLocationType): TestRideSlotKind => (type === 'DEALER' ? 'DEALER' : 'HOME');

export type TestRideStatus = 'REQUESTED' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'NO_SHOW';
export const ACTIVE_STATUSES: TestRideStatus[] = ['REQUESTED', 'CONFIRMED'];
/** Staff transitions (any active booking may also be cancelled, which frees its seat). */
export const STATUS_TRANSITIONS: Record<TestRideStatus, TestRideStatus[]> = {
    REQUESTED: ['CONFIRMED', 'CANCELLED'],
    CONFIRMED: ['COMPLETED', 'NO_SHOW', 'CANCELLED'],
    COMPLETED: [],
    CANCELLED: [],
    NO_SHOW: [],
};

export type NotificationChannel = 'SMS' | 'WHATSAPP';
export type TestRideLanguage = 'en' | 'id';

/** The motorcycles that can be test-ridden (catalogue slugs, SPEC §3). */
export const TEST_RIDE_PRODUCTS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'];

/** Opening hours of one weekday, local time (Asia/Jakarta) "HH:MM"; null = closed. */
export interface DayHours {
    open: string;
    close: string;
}
/** Index 0 = Sunday … 6 = Saturday, like Date#getDay(). */
export type WeeklyHours = Array<DayHours | null>;

export interface TestRideScheduleDefaults {
    weeklyHours: WeeklyHours;
    slotMinutes: number;
    dealerCapacity: number;
    homeCapacity: number;
}

export const DEFAULT_SCHEDULE: TestRideScheduleDefaults = {
    weeklyHours: [
        { open: '10:00', close: '16:00' },
        { open: '10:00', close: '18:00' },
        { open: '10:00', close: '18:00' },
        { open: '10:00', close: '18:00' },
        { open: '10:00', close: '18:00' },
        { open: '10:00', close: '18:00' },
        { open: '10:00', close: '18:00' },
    ],
    slotMinutes: 60,
    dealerCapacity: 2,
    homeCapacity: 1,
};

export interface TestRidesPluginOptions {
    /** Schedule of places that have no TestRideSchedule row. */
    defaultSchedule?: Partial<TestRideScheduleDefaults>;
    /** Home and owner test rides: the serving dealer must be at most this far (haversine). Default 25. */
    maxServiceDistanceKm?: number;
    /** Earliest bookable slot, in minutes from now. Default 120. */
    minLeadMinutes?: number;
    /** Latest bookable slot, in days from now. Default 30. */
    maxDaysAhead?: number;
    /** Product slugs that can be test-ridden. Default: the three motorcycles. */
    products?: string[];
    /** Public site URL used in messages (manage-booking link). Default SITE_URL's first origin. */
    siteUrl?: string;
    /** Guest look-up and cancel by code + phone: failed guesses allowed per window. */
    guestLookupLimits?: Partial<GuestLookupLimits>;
}

export interface GuestLookupLimits {
    /** Failed guesses from one client address per window. Default 10. */
    perAddress: number;
    /** Failed guesses at one booking code (from any address) per window. Default 5. */
    perCode: number;
    /** Default 15. */
    windowMinutes: number;
}

export interface ResolvedTestRidesOptions {
    defaultSchedule: TestRideScheduleDefaults;
    maxServiceDistanceKm: number;
    minLeadMinutes: number;
    maxDaysAhead: number;
    products: string[];
    siteUrl?: string;
    guestLookupLimits: GuestLookupLimits;
}

export function resolveOptions(options: TestRidesPluginOptions): ResolvedTestRidesOptions {
    return {
        defaultSchedule: { ...DEFAULT_SCHEDULE, ...options.defaultSchedule },
        maxServiceDistanceKm: options.maxServiceDistanceKm ?? 25,
        minLeadMinutes: options.minLeadMinutes ?? 120,
        maxDaysAhead: options.maxDaysAhead ?? 30,
        products: options.products ?? TEST_RIDE_PRODUCTS,
        siteUrl: options.siteUrl,
        guestLookupLimits: { perAddress: 10, perCode: 5, windowMinutes: 15, ...options.guestLookupLimits },
    };
}
