import styles from './leads.module.css';
import { browserPart } from '@/lib/browser-part';
import { partOnInteraction } from '@/lib/interaction-part';
import { ContactFormShell } from './contact-form-fields';

/**
 * The lead and contact forms load after the page: react-hook-form, yup and the rules are about 30 kB of
 * JavaScript the calculators and /contact-us must not add to their first load (DESIGN §7 budget, 180 kB). The lead
 * form's placeholder keeps the form's room so nothing moves when it arrives; the contact form is in the page's HTML
 * as its shell and loads its code when someone reaches for it.
 */
export const LazyContactForm = partOnInteraction(
  () => import('./contact-form').then((m) => m.ContactForm),
  ContactFormShell,
);

export const LazyMarketingLeadForm = browserPart(
  () => import('./marketing-lead-form').then((m) => m.MarketingLeadForm),
  () => <div className={styles.formPlaceholderShort} data-form="lead" aria-hidden="true" />,
);
