import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { publicEnv } from '@/config/env';
import styles from '@/features/content/components/content.module.css';
import type { StaticContentPageProps } from '@/features/content/get-content-props';

const FEATURES = ['stations', 'battery', 'share', 'rides', 'orders', 'transfer'] as const;
const STEPS = ['one', 'two', 'three'] as const;

/** /my-alva-app: what the app does and where to get it. */
export function MyAlvaAppView({ meta }: StaticContentPageProps) {
  const t = useTranslations('MyAlvaApp');
  const tSeo = useTranslations('Seo');
  const stores = (
    <>
      <a
        className={`${styles.button} ${styles.heroButtonLight}`}
        href={publicEnv.appStoreUrl}
        rel="noopener noreferrer"
      >
        {t('appStore')}
      </a>
      <a
        className={`${styles.button} ${styles.heroButtonLight}`}
        href={publicEnv.googlePlayUrl}
        rel="noopener noreferrer"
      >
        {t('googlePlay')}
      </a>
    </>
  );

  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} description={t('intro')} />
      <SeoHeading>{tSeo('headings.myAlvaApp')}</SeoHeading>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h2 className={styles.heroTitle}>{t('title')}</h2>
          <p className={styles.heroLead}>{t('intro')}</p>
          <div className={styles.heroActions}>{stores}</div>
        </div>
      </div>
      <div className={styles.page}>
        <section aria-labelledby="app-features">
          <h3 id="app-features" className={styles.sectionTitle} style={{ marginTop: 0 }}>
            {t('featuresTitle')}
          </h3>
          <ul className={styles.features}>
            {FEATURES.map((feature) => (
              <li key={feature} className={styles.feature}>
                <h4 className={styles.featureTitle}>{t(`features.${feature}.title`)}</h4>
                <p className={styles.featureText}>{t(`features.${feature}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="app-start">
          <h3 id="app-start" className={styles.sectionTitle}>
            {t('startTitle')}
          </h3>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{t(`steps.${step}`)}</li>
            ))}
          </ol>
          <p className={styles.metaLine}>{t('requirements')}</p>
        </section>
      </div>
    </>
  );
}
