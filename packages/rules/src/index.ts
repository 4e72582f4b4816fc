/**
 * @alva/rules: the input rules the site's forms and the back end's resolvers both check, as yup schemas whose
 * tests fail with error codes (translated by the site, returned as field errors by the API), plus the pure helpers
 * they are made of. A rule lives here once; a change is one edit for both sides.
 */
export * from './text';
export * from './validate';
export * from './contact';
export * from './contact-fields';
export * from './lead-choices';
export * from './leads';
export * from './financing';
export * from './account';
export * from './phone-sign-in';
export * from './profile';
export * from './regions';
export * from './documents';
export * from './test-ride';
export * from './purchase';
export * from './cart-quantity';
export * from './cart';
export * from './local-hosts';
export * from './orders';
export * from './pstools';
export * from './leaderboard';
export * from './my-ev';
export * from './installment';
export * from './window-counter';
