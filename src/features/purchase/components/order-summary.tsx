import { useTranslations } from 'next-intl';
import { NativeButton } from '@/components/ui/native-button';
import skeleton from '@/components/ui/skeleton.module.css';
import type { PurchaseQuote_QuoteFragment } from '@/graphql/generated/graphql';
import { useAppSelector } from '@/store/hooks';
import styles from './purchase.module.css';
import { QuoteLines } from './quote-lines';
import { assetUrl } from '@/lib/asset-url';

/** The side summary: the configured bike (from the persisted choice) and the server's quote of the active order. */
export function OrderSummary({
  quote,
  loading,
  failed,
  onRetry,
}: {
  quote: PurchaseQuote_QuoteFragment | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations('Purchase');
  const tProduct = useTranslations('Product');
  const color = useAppSelector((s) => s.purchase.color);
  const colorAccent = useAppSelector((s) => s.purchase.colorAccent);
  const battery = useAppSelector((s) => s.purchase.battery);
  const additionalBattery = useAppSelector((s) => s.purchase.additionalBattery);
  const variantColor = useAppSelector((s) => s.purchase.variantColor);
  return (
    <aside aria-labelledby="purchase-summary-title" className={`${styles.card} ${styles.summary}`}>
      <h3 id="purchase-summary-title" className={styles.summaryTitle}>
        {t('summaryTitle')}
      </h3>
      {variantColor && (
        <>
          {color.img && (
            <img
              src={assetUrl(color.img, 480, 288)}
              alt=""
              width={480}
              height={288}
              style={{
                width: '100%',
                height: 'auto',
                aspectRatio: '480 / 288',
                objectFit: 'contain',
                borderRadius: 8,
                background: '#f6f3f5',
              }}
            />
          )}
          <dl className={styles.lines} style={{ margin: '12px 0' }}>
            <div className={styles.line}>
              <dt>{tProduct('colour')}</dt>
              <dd>{color.name}</dd>
            </div>
            <div className={styles.line}>
              <dt>{tProduct('accent')}</dt>
              <dd>{colorAccent.name}</dd>
            </div>
            <div className={styles.line}>
              <dt>{tProduct('battery')}</dt>
              <dd>{battery.name}</dd>
            </div>
            {additionalBattery && (
              <div className={styles.line}>
                <dt>{t('additionalBattery')}</dt>
                <dd>{t('yes')}</dd>
              </div>
            )}
          </dl>
        </>
      )}
      {quote ? (
        <QuoteLines quote={quote} />
      ) : loading ? (
        <div role="status" aria-label={t('quoteLoading')}>
          <span className={skeleton.textLine} />
          <span className={skeleton.textLine} />
          <span className={`${skeleton.textLine} ${styles.totalBone}`} />
        </div>
      ) : failed ? (
        <p role="alert" className={styles.muted}>
          {t('quoteFailed')}{' '}
          <NativeButton variant="text" onClick={onRetry}>
            {t('retry')}
          </NativeButton>
        </p>
      ) : null}
    </aside>
  );
}
