import { PermissionDefinition } from '@vendure/core';

/** Frame and motor warranty of a new Alva (the warranty FAQ): three years from the hand-over. */
export const WARRANTY_YEARS = 3;
export const EV_LIST_MAX_LIMIT = 50;
/** Dates in notices are told in the customers' time zone. */
export const TIME_ZONE = 'Asia/Jakarta';

/** Who may send ride data (recordRideTrips): the app's back end through an API key of a role holding it, or staff. */
export const recordRideDataPermission = new PermissionDefinition({
    name: 'RecordRideData',
    description: "Allows sending bikes' ride data (trips) for the rider leaderboard",
});
