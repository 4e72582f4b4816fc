/** The three motorcycle models (SPEC §3 product slugs), in the order the site lists them. */
export const MOTORCYCLE_SLUGS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'] as const;

/** Option group codes of a motorcycle's variants. */
export const OPTION_GROUPS = { color: 'color', accent: 'accent', battery: 'battery' } as const;

/** Battery option codes (SPEC §3: single, dual, subscription rental). */
export const BATTERY_OPTIONS = ['single', 'dual', 'subscription-rental'] as const;
