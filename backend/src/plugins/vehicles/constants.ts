/** Frame and motor warranty of a new Alva (the warranty FAQ): three years from the hand-over. */
export const WARRANTY_YEARS = 3;
export const EV_LIST_MAX_LIMIT = 50;
