import { graphql } from '@/gql';

export const bookingListDocument = graphql(`
    query TestRideBookingList($options: TestRideBookingListOptions) {
        testRideBookings(options: $options) {
            totalItems
            items {
                id
                createdAt
                updatedAt
                code
                status
                productSlug
                locationType
                slotStart
                localDate
                localTime
                name
                phone
                email
                placeId
                place {
                    id
                    location
                    city
                }
            }
        }
    }
`);

export const bookingDocument = graphql(`
    query TestRideBookingDetail($id: ID!) {
        testRideBooking(id: $id) {
            id
            code
            status
            productSlug
            locationType
            address
            distanceKm
            localDate
            localTime
            name
            phone
            email
            surveyAnswers
            currentMotorcycle
            languageCode
            notificationChannel
            customerId
            reminderSentAt
            place {
                id
                location
                city
            }
        }
    }
`);

export const updateStatusDocument = graphql(`
    mutation UpdateTestRideStatus($id: ID!, $status: TestRideStatus!) {
        updateTestRideStatus(id: $id, status: $status) {
            __typename
            ... on TestRideBooking {
                id
                status
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

export const schedulePlaceListDocument = graphql(`
    query TestRideSchedulePlaceList($options: TestRideSchedulePlaceListOptions) {
        testRideSchedulePlaces(options: $options) {
            totalItems
            items {
                id
                location
                city
                upcoming
                schedule {
                    slotMinutes
                    dealerCapacity
                    homeCapacity
                    custom
                }
            }
        }
    }
`);

/** What the schedule page reads and what saving it returns: one selection, so the form refills from the answer. */
const scheduleFragment = graphql(`
    fragment TestRideScheduleFields on TestRideSchedule {
        placeId
        place {
            id
            location
            city
            upcoming
        }
        weeklyHours {
            day
            open
            close
        }
        closedDates
        slotMinutes
        dealerCapacity
        homeCapacity
        custom
    }
`);

export const scheduleDocument = graphql(
    `
        query TestRideScheduleDetail($id: ID!) {
            testRideSchedule(id: $id) {
                ...TestRideScheduleFields
            }
        }
    `,
    [scheduleFragment],
);

export const updateScheduleDocument = graphql(
    `
        mutation UpdateTestRideSchedule($input: UpdateTestRideScheduleInput!) {
            updateTestRideSchedule(input: $input) {
                ...TestRideScheduleFields
            }
        }
    `,
    [scheduleFragment],
);
