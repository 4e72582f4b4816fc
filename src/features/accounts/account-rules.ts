/**
 * The e-mail account rules (sign-up, password) and the shared name, e-mail and phone rules: @alva/rules, the same
 * package the server checks with (SPEC §5), so the forms refuse exactly what the server refuses, with the same codes.
 */
export * from '@alva/rules';
