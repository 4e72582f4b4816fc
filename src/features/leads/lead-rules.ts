/**
 * The lead and contact form rules are the back end's own module (SPEC §5), so the forms refuse exactly what the
 * server refuses, with the same field codes. It is pure (no imports); the server checks everything again.
 */
export * from '../../../backend/src/plugins/leads/lead-rules';
