/**
 * The profile and delivery-address rules and the Indonesian regions are the back end's own pure modules (SPEC §5),
 * so the forms refuse exactly what the server refuses, with the same field codes; the server checks everything again.
 */
export * from '../../../../backend/src/plugins/accounts/profile-rules';
export * from '../../../../backend/src/plugins/accounts/indonesia-regions';
