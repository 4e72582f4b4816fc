import { graphql } from '@/graphql/generated';

export const TestRidePlaceFragment = graphql(`
  fragment TestRidePlace_place on TestRidePlace {
    id
    location
    address1
    address2
    city
    state
    latitude
    longitude
    type
    gmapsLink
    operatingHours
    upcoming
    bookable
    distanceKm
  }
`);

export const TestRideBookingFragment = graphql(`
  fragment TestRideBooking_booking on TestRideBooking {
    id
    code
    status
    productSlug
    locationType
    place {
      ...TestRidePlace_place
    }
    address
    latitude
    longitude
    slotStart
    slotEnd
    localDate
    localTime
    name
    phone
    email
    changeable
  }
`);

export const TestRidePlacesQuery = graphql(`
  query TestRidePlaces($latitude: Float, $longitude: Float) {
    testRidePlaces(latitude: $latitude, longitude: $longitude) {
      ...TestRidePlace_place
    }
  }
`);

export const TestRideFormOptionsQuery = graphql(`
  query TestRideFormOptions {
    testRideFormOptions {
      products
      surveyAnswers
      currentMotorcycles
      maxServiceDistanceKm
      minLeadMinutes
      maxDaysAhead
    }
  }
`);

export const TestRideSlotsQuery = graphql(`
  query TestRideSlots($input: TestRideSlotsInput!) {
    testRideSlots(input: $input) {
      __typename
      ... on TestRideSlotList {
        date
        locationType
        place {
          ...TestRidePlace_place
        }
        slots {
          slotStart
          label
          capacity
          available
          full
        }
      }
      ... on TestRideValidationError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on TestRideOutsideServiceAreaError {
        errorCode
        message
        distanceKm
        maxDistanceKm
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const CreateTestRideBookingMutation = graphql(`
  mutation CreateTestRideBooking($input: CreateTestRideBookingInput!) {
    createTestRideBooking(input: $input) {
      __typename
      ... on TestRideBooking {
        ...TestRideBooking_booking
      }
      ... on TestRideValidationError {
        fieldErrors {
          field
          code
        }
      }
      ... on TestRideOutsideServiceAreaError {
        distanceKm
        maxDistanceKm
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const MyTestRidesQuery = graphql(`
  query MyTestRides {
    myTestRides {
      ...TestRideBooking_booking
    }
  }
`);

export const RescheduleTestRideMutation = graphql(`
  mutation RescheduleTestRide($id: ID!, $slotStart: DateTime!) {
    rescheduleTestRide(id: $id, slotStart: $slotStart) {
      __typename
      ... on TestRideBooking {
        ...TestRideBooking_booking
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const CancelTestRideMutation = graphql(`
  mutation CancelTestRide($id: ID!) {
    cancelTestRide(id: $id) {
      __typename
      ... on TestRideBooking {
        ...TestRideBooking_booking
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const TestRideByCodeQuery = graphql(`
  query TestRideByCode($code: String!, $phone: String!) {
    testRideByCode(code: $code, phone: $phone) {
      __typename
      ... on TestRideBooking {
        ...TestRideBooking_booking
      }
      ... on TestRideTooManyAttemptsError {
        retryAfterSeconds
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const CancelTestRideByCodeMutation = graphql(`
  mutation CancelTestRideByCode($code: String!, $phone: String!) {
    cancelTestRideByCode(code: $code, phone: $phone) {
      __typename
      ... on TestRideBooking {
        ...TestRideBooking_booking
      }
      ... on TestRideNotChangeableError {
        status
      }
      ... on TestRideTooManyAttemptsError {
        retryAfterSeconds
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
