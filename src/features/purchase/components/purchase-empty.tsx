import { useTranslations } from 'next-intl';
import { NativeButtonLink } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import styles from './purchase.module.css';

/**
 * Nothing is being bought: where to start. Light on purpose (no Apollo, no MUI): /purchase shows it straight away to
 * a visitor with no session and no motorcycle chosen, without loading the flow.
 */
export function PurchaseEmpty({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('Purchase');
  return (
    <div className={styles.card}>
      <h3 className={styles.emptyTitle}>{t('emptyTitle')}</h3>
      <p className={styles.muted}>{t('emptyBody')}</p>
      <div className={styles.actions}>
        <NativeButtonLink href={routes.product} variant="contained">
          {t('chooseBike')}
        </NativeButtonLink>
        <NativeButtonLink href={routes.shop} variant="text">
          {t('browseShop')}
        </NativeButtonLink>
        {/* Nothing in progress: a signed-in buyer most likely comes for an earlier order. */}
        {signedIn && (
          <NativeButtonLink href={routes.orders} variant="text">
            {t('myOrders')}
          </NativeButtonLink>
        )}
      </div>
    </div>
  );
}
