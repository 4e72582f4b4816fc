/**
 * The profile and delivery-address rules and the Indonesian regions: @alva/rules, the same package the server checks
 * with (SPEC §5), so the forms refuse exactly what the server refuses, with the same field codes.
 */
export * from '@alva/rules';
