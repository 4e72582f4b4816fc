/** The shop's standard battery pack: the "additional battery" of a motorcycle purchase is one of these (seed slug). */
export const ADDITIONAL_BATTERY_SLUG = 'alva-battery-pack-standard';

/** Motorcycle product slugs (SPEC §3); lines of other products in the active order are shop items. */
export const MOTORCYCLE_PRODUCT_SLUGS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'];

/** How often the payment page asks for the payment's status while it is open. */
export const PAYMENT_POLL_MS = 3000;

/** SPEC §5: payment proofs are jpg, jpeg, png or pdf up to 8 MB (the rule the server checks with). */
export { PROOF_EXTENSIONS, PROOF_MAX_BYTES } from '@alva/rules';
