import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { CalendarClock, Bike } from 'lucide-react';

import { listAndDetailRoutes } from '../../../dashboard-kit';
import { BookingDetailPage } from './booking-detail-page';
import { BookingListPage } from './booking-list-page';
import { ScheduleDetailPage, ScheduleListPage } from './schedule-pages';

const access = { requiresPermission: ['ManageTestRides'], forbiddenWhat: msg`test-ride bookings` };

/** Back office for test rides: bookings (product specialists, coordinators) and schedules (coordinators edit). */
defineDashboardExtension({
    navSections: [{ id: 'test-rides', title: /* i18n */ 'Test rides', icon: Bike, order: 150 }],
    routes: [
        ...listAndDetailRoutes({
            ...access,
            path: '/test-rides',
            navMenuItem: { sectionId: 'test-rides', id: 'test-ride-bookings', title: /* i18n */ 'Bookings' },
            listTitle: <Trans>Test rides</Trans>,
            recordTitle: <Trans>Booking</Trans>,
            listPage: route => <BookingListPage route={route} />,
            detailPage: route => <BookingDetailPage route={route} />,
        }),
        ...listAndDetailRoutes({
            ...access,
            forbiddenWhat: msg`test-ride schedules`,
            path: '/test-ride-schedules',
            navMenuItem: {
                sectionId: 'test-rides',
                title: /* i18n */ 'Schedules',
                icon: CalendarClock,
            },
            listTitle: <Trans>Test-ride schedules</Trans>,
            recordTitle: <Trans>Schedule</Trans>,
            listPage: route => <ScheduleListPage route={route} />,
            detailPage: route => <ScheduleDetailPage route={route} />,
        }),
    ],
});
