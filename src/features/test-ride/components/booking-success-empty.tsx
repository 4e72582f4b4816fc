import { useTranslations } from 'next-intl';
import { NativeButtonLink, Notice } from '@/components/ui/native-button';
import Link from '@/components/ui/link';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import styles from './booking-success-empty.module.css';

/**
 * /test-ride/success with no booking in the persisted state (opened from a bookmark, or after the state was cleared):
 * where to go instead. Plain HTML, no MUI: the page shows it as soon as the state is back, without loading the booking
 * part (its LCP on a phone, issue 19).
 */
export function BookingSuccessEmpty() {
  const t = useTranslations('TestRide');
  const tFind = useTranslations('TestRideFind');
  return (
    <div className={styles.panel}>
      <h2 className={text.pageTitle}>{t('successEmptyTitle')}</h2>
      <Notice severity="info">{t('successEmpty')}</Notice>
      <NativeButtonLink href={routes.testRide} variant="contained">
        {t('bookAnother')}
      </NativeButtonLink>
      <Link href={routes.testRideFind} className={text.link}>
        {tFind('alreadyBooked')}
      </Link>
    </div>
  );
}
