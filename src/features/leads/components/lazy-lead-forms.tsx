import styles from './leads.module.css';
import { browserPart } from '@/lib/browser-part';

/**
 * The lead and contact forms load after the page: react-hook-form, yup and the rules are about 30 kB of
 * JavaScript the calculators and /contact-us must not add to their first load (DESIGN §7 budget, 180 kB). The
 * placeholder keeps the form's room so nothing moves when it arrives.
 */
export const LazyContactForm = browserPart(
  () => import('./contact-form').then((m) => m.ContactForm),
  () => <div className={styles.formPlaceholder} data-form="contact" aria-hidden="true" />,
);

export const LazyMarketingLeadForm = browserPart(
  () => import('./marketing-lead-form').then((m) => m.MarketingLeadForm),
  () => <div className={styles.formPlaceholderShort} data-form="lead" aria-hidden="true" />,
);
