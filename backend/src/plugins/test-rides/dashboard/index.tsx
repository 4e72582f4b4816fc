import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { CalendarClock, Bike } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { BookingDetailPage } from './booking-detail-page';
import { BookingListPage } from './booking-list-page';
import { ScheduleDetailPage, ScheduleListPage } from './schedule-pages';

const access = { requiresPermission: ['ManageTestRides'], forbiddenWhat: msg`test-ride bookings` };

/** Back office for test rides: bookings (product specialists, coordinators) and schedules (coordinators edit). */
defineDashboardExtension({
    navSections: [{ id: 'test-rides', title: /* i18n */ 'Test rides', icon: Bike, order: 150 }],
    routes: [
        guardedRoute({
            ...access,
            path: '/test-rides',
            loader: () => ({ breadcrumb: <Trans>Test rides</Trans> }),
            navMenuItem: {
                sectionId: 'test-rides',
                id: 'test-ride-bookings',
                title: /* i18n */ 'Bookings',
            },
            component: route => <BookingListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/test-rides/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/test-rides', label: <Trans>Test rides</Trans> },
                    <Trans key="booking">Booking</Trans>,
                ],
            }),
            component: route => <BookingDetailPage route={route} />,
        }),
        guardedRoute({
            ...access,
            forbiddenWhat: msg`test-ride schedules`,
            path: '/test-ride-schedules',
            loader: () => ({ breadcrumb: <Trans>Test-ride schedules</Trans> }),
            navMenuItem: {
                sectionId: 'test-rides',
                id: 'test-ride-schedules',
                title: /* i18n */ 'Schedules',
                icon: CalendarClock,
            },
            component: route => <ScheduleListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            forbiddenWhat: msg`test-ride schedules`,
            path: '/test-ride-schedules/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/test-ride-schedules', label: <Trans>Test-ride schedules</Trans> },
                    <Trans key="schedule">Schedule</Trans>,
                ],
            }),
            component: route => <ScheduleDetailPage route={route} />,
        }),
    ],
});
