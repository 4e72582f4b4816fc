/** The legal pages at the root of the site (SPEC §2 "policyId"); the back end refuses any other slug. */
export const LEGAL_PAGE_SLUGS = [
  'privacy-policy-term-of-use',
  'refund-return-warranty',
  'conditions-for-orders-outside-jabodetabek-area',
  'warranty',
] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** Content pages are regenerated at most this often, so back-office edits appear without a redeploy. */
export const CONTENT_REVALIDATE_SECONDS = 60;
