import { partOnInteraction } from '@/lib/interaction-part';
import { ContactFormShell } from './contact-form-fields';
import { MarketingLeadShell } from './marketing-lead-fields';

/**
 * The lead and contact forms are in the page's HTML as their shells and load their code (react-hook-form, yup and the
 * rules, about 30 kB the calculators and /contact-us must not add to their first load: DESIGN §7, 180 kB) when
 * someone reaches for them (lib/interaction-part.tsx).
 */
export const LazyContactForm = partOnInteraction(
  () => import('./contact-form').then((m) => m.ContactForm),
  ContactFormShell,
);

export const LazyMarketingLeadForm = partOnInteraction(
  () => import('./marketing-lead-form').then((m) => m.MarketingLeadForm),
  MarketingLeadShell,
);
