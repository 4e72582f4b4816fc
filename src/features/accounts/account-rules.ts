/**
 * The e-mail account rules (sign-up, password) and the shared name, e-mail and phone rules are the back end's own
 * pure modules (SPEC §5), so the forms refuse exactly what the server refuses, with the same field codes; the server
 * checks everything again.
 */
export * from '../../../backend/src/plugins/accounts/account-rules';
