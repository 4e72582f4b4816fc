import { defineDashboardExtension } from '@vendure/dashboard';
import { CalendarClock, Bike } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { BookingDetailPage } from './booking-detail-page';
import { BookingListPage } from './booking-list-page';
import { ScheduleDetailPage, ScheduleListPage } from './schedule-pages';

const access = { requiresPermission: ['ManageTestRides'], forbiddenWhat: 'test-ride bookings' };

/** Back office for test rides: bookings (product specialists, coordinators) and schedules (coordinators edit). */
defineDashboardExtension({
    navSections: [{ id: 'test-rides', title: 'Test rides', icon: Bike, order: 150 }],
    routes: [
        guardedRoute({
            ...access,
            path: '/test-rides',
            loader: () => ({ breadcrumb: 'Test rides' }),
            navMenuItem: {
                sectionId: 'test-rides',
                id: 'test-ride-bookings',
                title: 'Bookings',
            },
            component: route => <BookingListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/test-rides/$id',
            loader: () => ({ breadcrumb: [{ path: '/test-rides', label: 'Test rides' }, 'Booking'] }),
            component: route => <BookingDetailPage route={route} />,
        }),
        guardedRoute({
            ...access,
            forbiddenWhat: 'test-ride schedules',
            path: '/test-ride-schedules',
            loader: () => ({ breadcrumb: 'Test-ride schedules' }),
            navMenuItem: {
                sectionId: 'test-rides',
                id: 'test-ride-schedules',
                title: 'Schedules',
                icon: CalendarClock,
            },
            component: route => <ScheduleListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            forbiddenWhat: 'test-ride schedules',
            path: '/test-ride-schedules/$id',
            loader: () => ({ breadcrumb: [{ path: '/test-ride-schedules', label: 'Test-ride schedules' }, 'Schedule'] }),
            component: route => <ScheduleDetailPage route={route} />,
        }),
    ],
});
