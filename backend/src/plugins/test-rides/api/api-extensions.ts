import gql from 'graphql-tag';

const shared = gql`
    enum TestRideLocationType {
        DEALER
        HOME
        OWNER
    }

    enum TestRideStatus {
        REQUESTED
        CONFIRMED
        COMPLETED
        CANCELLED
        NO_SHOW
    }

    enum TestRideNotificationChannel {
        SMS
        WHATSAPP
    }

    extend enum ErrorCode {
        INVALID_INPUT
        SLOT_FULL
        SLOT_UNAVAILABLE
        OUTSIDE_SERVICE_AREA
        LOCATION_UNDETERMINED
        BOOKING_NOT_CHANGEABLE
        BOOKING_NOT_FOUND
        TOO_MANY_ATTEMPTS
    }

    "An experience centre or dealer where (or from where) test rides happen."
    type TestRidePlace {
        id: ID!
        location: String!
        address1: String!
        address2: String
        city: String!
        state: String!
        latitude: Float!
        longitude: Float!
        type: String!
        dealerSlug: String!
        gmapsLink: String!
        operatingHours: String
        inJabodetabek: Boolean!
        upcoming: Boolean!
        "Active and not upcoming: has slots."
        bookable: Boolean!
        "From the coordinates given to the query, rounded to 0.1 km."
        distanceKm: Float
    }

    type TestRideSlot {
        slotStart: DateTime!
        "Asia/Jakarta wall time, HH:MM."
        label: String!
        capacity: Int!
        "Seats left."
        available: Int!
        full: Boolean!
    }

    type TestRideSlotList {
        "For home and owner rides: the dealer that would serve the address."
        place: TestRidePlace!
        date: String!
        locationType: TestRideLocationType!
        slots: [TestRideSlot!]!
    }

    type TestRideBooking implements Node {
        id: ID!
        code: String!
        status: TestRideStatus!
        productSlug: String!
        locationType: TestRideLocationType!
        place: TestRidePlace!
        address: String
        latitude: Float
        longitude: Float
        distanceKm: Float
        slotStart: DateTime!
        slotEnd: DateTime!
        "Asia/Jakarta date (YYYY-MM-DD) and time (HH:MM) of the slot."
        localDate: String!
        localTime: String!
        name: String!
        phone: String!
        email: String!
        surveyAnswers: [String!]!
        currentMotorcycle: String!
        languageCode: String!
        notificationChannel: TestRideNotificationChannel!
        "Active and in the future: may be rescheduled or cancelled."
        changeable: Boolean!
        createdAt: DateTime!
        updatedAt: DateTime!
    }

    type TestRideFieldError {
        field: String!
        "REQUIRED, LETTERS_ONLY, TOO_SHORT, TOO_LONG, PHONE_FORMAT, EMAIL_FORMAT, SURVEY_MIN_ONE, SURVEY_UNKNOWN, CURRENT_MOTORCYCLE_REQUIRED, PRODUCT_UNKNOWN, PLACE_UNAVAILABLE, ADDRESS_FORMAT, DATE_FORMAT, INVALID_VALUE"
        code: String!
    }

    type TestRideValidationError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [TestRideFieldError!]!
    }

    type TestRideSlotFullError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    type TestRideSlotUnavailableError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    type TestRideOutsideServiceAreaError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        "Distance to the nearest active dealer, if any."
        distanceKm: Float
        maxDistanceKm: Float!
    }

    type TestRideLocationUndeterminedError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    type TestRideNotChangeableError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        status: TestRideStatus!
    }

    type TestRideNotFoundError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "Too many failed guesses at the guest look-up (per address or per code): try again later."
    type TestRideTooManyAttemptsError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        retryAfterSeconds: Int!
    }

    union TestRideChangeResult =
          TestRideBooking
        | TestRideSlotFullError
        | TestRideSlotUnavailableError
        | TestRideNotChangeableError
        | TestRideNotFoundError
`;

export const shopApiExtensions = gql`
    ${shared}

    input TestRideSlotsInput {
        "Required for DEALER."
        placeId: ID
        locationType: TestRideLocationType!
        "Asia/Jakarta date, YYYY-MM-DD."
        date: String!
        "Required for HOME and OWNER: the address pinpoint."
        latitude: Float
        longitude: Float
    }

    input CreateTestRideBookingInput {
        "Client-generated (e.g. a UUID per form): the same key returns the same booking."
        idempotencyKey: String
        productSlug: String
        locationType: TestRideLocationType!
        placeId: ID
        address: String
        latitude: Float
        longitude: Float
        slotStart: DateTime
        "Default to the signed-in customer's."
        name: String
        phone: String
        email: String
        surveyAnswers: [String!]
        currentMotorcycle: String
        "en or id (default id): language of the confirmation and reminders."
        languageCode: String
        notificationChannel: TestRideNotificationChannel
    }

    type TestRideFormOptions {
        products: [String!]!
        surveyAnswers: [String!]!
        currentMotorcycles: [String!]!
        maxServiceDistanceKm: Float!
        minLeadMinutes: Int!
        maxDaysAhead: Int!
    }

    union TestRideSlotsResult =
          TestRideSlotList
        | TestRideValidationError
        | TestRideOutsideServiceAreaError
        | TestRideLocationUndeterminedError

    union TestRideByCodeResult = TestRideBooking | TestRideNotFoundError | TestRideTooManyAttemptsError

    union TestRideGuestChangeResult =
          TestRideBooking
        | TestRideSlotFullError
        | TestRideSlotUnavailableError
        | TestRideNotChangeableError
        | TestRideNotFoundError
        | TestRideTooManyAttemptsError

    union CreateTestRideBookingResult =
          TestRideBooking
        | TestRideValidationError
        | TestRideSlotFullError
        | TestRideSlotUnavailableError
        | TestRideOutsideServiceAreaError
        | TestRideLocationUndeterminedError

    extend type Query {
        "Active and upcoming places; nearest first when coordinates are given."
        testRidePlaces(latitude: Float, longitude: Float): [TestRidePlace!]!
        testRideSlots(input: TestRideSlotsInput!): TestRideSlotsResult!
        testRideFormOptions: TestRideFormOptions!
        "The signed-in customer's test rides (newest slot first), including earlier guest bookings with their e-mail or phone."
        myTestRides: [TestRideBooking!]!
        "A guest's booking, by its code and the phone number it was made with (failed guesses are limited)."
        testRideByCode(code: String!, phone: String!): TestRideByCodeResult!
    }

    extend type Mutation {
        createTestRideBooking(input: CreateTestRideBookingInput!): CreateTestRideBookingResult!
        rescheduleTestRide(id: ID!, slotStart: DateTime!): TestRideChangeResult!
        cancelTestRide(id: ID!): TestRideChangeResult!
        cancelTestRideByCode(code: String!, phone: String!): TestRideGuestChangeResult!
    }
`;

export const adminApiExtensions = gql`
    ${shared}

    extend type TestRideBooking {
        customerId: ID
        reminderSentAt: DateTime
        "The place's id, to filter the list by place."
        placeId: ID!
    }

    # The standard list options (filter, sort, skip, take), generated by Vendure from TestRideBooking's fields;
    # only stored fields filter and sort (not localDate, localTime, distanceKm, changeable).
    input TestRideBookingListOptions

    type TestRideBookingList implements PaginatedList {
        items: [TestRideBooking!]!
        totalItems: Int!
    }

    type TestRideDayHours {
        "0 = Sunday … 6 = Saturday."
        day: Int!
        "HH:MM, Asia/Jakarta; both null when closed."
        open: String
        close: String
    }

    type TestRideSchedule {
        placeId: ID!
        place: TestRidePlace!
        weeklyHours: [TestRideDayHours!]!
        closedDates: [String!]!
        slotMinutes: Int!
        dealerCapacity: Int!
        "0 = no home or owner rides from this place."
        homeCapacity: Int!
        "False while the place uses the default schedule."
        custom: Boolean!
    }

    "A place and its test-ride schedule: the back office's list of schedules."
    type TestRideSchedulePlace implements Node {
        id: ID!
        location: String!
        city: String!
        "Not bookable yet."
        upcoming: Boolean!
        schedule: TestRideSchedule!
    }

    type TestRideSchedulePlaceList implements PaginatedList {
        items: [TestRideSchedulePlace!]!
        totalItems: Int!
    }

    # Vendure generates the filter and sort inputs from TestRideSchedulePlace's fields (all columns of the place).
    input TestRideSchedulePlaceListOptions

    input TestRideDayHoursInput {
        day: Int!
        open: String
        close: String
    }

    input UpdateTestRideScheduleInput {
        placeId: ID!
        weeklyHours: [TestRideDayHoursInput!]
        closedDates: [String!]
        slotMinutes: Int
        dealerCapacity: Int
        homeCapacity: Int
    }

    union UpdateTestRideStatusResult = TestRideBooking | TestRideNotChangeableError | TestRideNotFoundError

    extend type Query {
        testRideBookings(options: TestRideBookingListOptions): TestRideBookingList!
        testRideBooking(id: ID!): TestRideBooking
        "Places with their schedules (the standard list options over the places)."
        testRideSchedulePlaces(options: TestRideSchedulePlaceListOptions): TestRideSchedulePlaceList!
        "The schedule of the place with this id (the defaults until a coordinator saves its own)."
        testRideSchedule(id: ID!): TestRideSchedule
    }

    extend type Mutation {
        "REQUESTED → CONFIRMED → COMPLETED | NO_SHOW; any active booking → CANCELLED (frees the seat)."
        updateTestRideStatus(id: ID!, status: TestRideStatus!): UpdateTestRideStatusResult!
        "Needs ManageTestRideSchedules (coordinators); a product specialist may only read schedules."
        updateTestRideSchedule(input: UpdateTestRideScheduleInput!): TestRideSchedule!
        "Sends the day-before reminders that are due now (the hourly scheduled task does the same)."
        sendTestRideReminders: Int!
    }
`;
