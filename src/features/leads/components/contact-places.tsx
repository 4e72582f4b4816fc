import { useLocale, useTranslations } from 'next-intl';
import type { ContactPlacesQuery } from '@/graphql/generated/graphql';
import { formatOpeningHours } from '@/lib/opening-hours';
import text from '@/components/ui/text.module.css';
import styles from './leads.module.css';

export type ContactPlace = ContactPlacesQuery['experienceCenters'][number];

/** Addresses and opening hours of the open experience centres and dealers (from the dealers plugin). */
export function ContactPlaces({ places }: { places: ContactPlace[] }) {
  const t = useTranslations('Contact');
  const locale = useLocale();
  if (!places.length) return <p className={text.muted}>{t('noPlaces')}</p>;
  return (
    <ul className={styles.places}>
      {places.map((p) => (
        <li key={p.id} className={styles.place}>
          <h4 className={styles.placeName}>{p.location}</h4>
          <address className={styles.address}>
            {p.address1}
            {p.address2 ? `, ${p.address2}` : ''}
            <br />
            {[p.city, p.state, p.zipCode].filter(Boolean).join(', ')}
          </address>
          {p.operatingHours && (
            <p className={styles.hours}>
              {t('hours')}: {formatOpeningHours(p.operatingHours, locale)}
            </p>
          )}
          {p.gmapsLink && (
            <a href={p.gmapsLink} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('directions', { place: p.location })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
