/**
 * The choices and limits of the lead and contact forms, apart from their schemas (leads.ts): a page can show the
 * forms' options and lengths without loading yup.
 */
/** Where a marketing lead was left (SPEC purchase state submitLeadsMarketing / submitLeadsMarketingDpSimulation). */
export const LEAD_SOURCES = ['monthly-cost', 'dp-simulation'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const CONTACT_TOPICS = [
  'product',
  'purchase',
  'test-ride',
  'service',
  'battery',
  'partnership',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CITY_MAX = 60;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
