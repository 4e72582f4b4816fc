/** The three motorcycle models (SPEC §3 product slugs), in the order the site lists them. */
export const MOTORCYCLE_SLUGS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'] as const;

/** Option group codes of a motorcycle's variants. */
export const OPTION_GROUPS = { color: 'color', accent: 'accent', battery: 'battery' } as const;

/** Battery option codes (SPEC §3: single, dual, subscription rental). */
export const BATTERY_OPTIONS = ['single', 'dual', 'subscription-rental'] as const;

/**
 * The two shortcut routes (SPEC §2: "one for each of two models, each with a fixed variant"): `/alva-one` and
 * `/alva-cervo` render the model's page with this variant (option codes per group) preselected.
 */
export const PRODUCT_SHORTCUTS = {
  'alva-one': { slug: 'alva-one-1-battery', options: { color: 'black', accent: 'white-accent', battery: 'single' } },
  'alva-cervo': { slug: 'alva-cervo', options: { color: 'black', accent: 'white-accent', battery: 'dual' } },
} as const;
export type ProductShortcut = keyof typeof PRODUCT_SHORTCUTS;

/** Message namespaces (besides the layout's) of the pages listing the models and of the product pages. */
export const HOME_NAMESPACES = ['Home', 'HomePage', 'Product', 'ProductPage'] as const;
export const PRODUCT_NAMESPACES = ['Product', 'ProductPage'] as const;

/** The id of the /product page's comparison section, which the home page links to. */
export const COMPARE_ID = 'compare';
