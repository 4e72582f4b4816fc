import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import styles from './content.module.css';
import { routes } from '@/config/routes';

/** Points support readers to the charging and battery-swap guide. */
export function RechargePromo() {
  const t = useTranslations('Faq');
  return (
    <aside className={styles.promo} aria-labelledby="recharge-promo">
      <div>
        <h2 id="recharge-promo" className={styles.promoTitle}>
          {t('rechargeTitle')}
        </h2>
        <p className={styles.promoText}>{t('rechargeBody')}</p>
      </div>
      <Link className={styles.button} href={routes.rechargeAndSwap}>
        {t('rechargeCta')}
      </Link>
    </aside>
  );
}
