import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import styles from '@/features/content/components/content.module.css';
import type { StaticContentPageProps } from '@/features/content/get-content-props';

const STATS = ['models', 'swap', 'protection', 'warranty'] as const;
const BIKES = [
  { key: 'one', slug: 'alva-one-1-battery' },
  { key: 'cervo', slug: 'alva-cervo' },
  { key: 'n3', slug: 'alva-n3' },
] as const;
const VALUES = ['local', 'swap', 'service'] as const;

/** /about: the company, its mission, the bikes and where to try them. */
export function AboutView({ meta }: StaticContentPageProps) {
  const t = useTranslations('About');
  const tSeo = useTranslations('Seo');

  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} description={t('intro')} />
      <SeoHeading>{tSeo('headings.about')}</SeoHeading>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h2 className={styles.heroTitle}>{t('title')}</h2>
          <p className={styles.heroLead}>{t('intro')}</p>
        </div>
      </div>
      <div className={styles.page}>
        <section aria-labelledby="mission">
          <h3 id="mission" className={styles.sectionTitle} style={{ marginTop: 0 }}>
            {t('mission.title')}
          </h3>
          <div className={styles.prose}>
            <p>{t('mission.body1')}</p>
            <p>{t('mission.body2')}</p>
          </div>
          <dl className={styles.stats}>
            {STATS.map((stat) => (
              <div key={stat} className={styles.stat}>
                <dt>{t(`stats.${stat}.label`)}</dt>
                <dd>{t(`stats.${stat}.value`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="values">
          <h3 id="values" className={styles.sectionTitle}>
            {t('values.title')}
          </h3>
          <ul className={styles.features}>
            {VALUES.map((value) => (
              <li key={value} className={styles.feature}>
                <h4 className={styles.featureTitle}>{t(`values.${value}.title`)}</h4>
                <p className={styles.featureText}>{t(`values.${value}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="bikes">
          <h3 id="bikes" className={styles.sectionTitle}>
            {t('bikes.title')}
          </h3>
          <ul className={styles.features}>
            {BIKES.map((bike) => (
              <li key={bike.key} className={styles.feature}>
                <h4 className={styles.featureTitle}>{t(`bikes.${bike.key}.name`)}</h4>
                <p className={styles.featureText}>{t(`bikes.${bike.key}.body`)}</p>
                <p style={{ margin: '12px 0 0' }}>
                  <Link
                    href={routes.productDetail(bike.slug)}
                    style={{ color: 'var(--brand-magenta)', fontWeight: 600 }}
                  >
                    {t('bikes.details', { name: t(`bikes.${bike.key}.name`) })}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.promo}>
          <div>
            <h3 className={styles.promoTitle}>{t('visit.title')}</h3>
            <p className={styles.promoText}>{t('visit.body')}</p>
          </div>
          <div className={styles.heroActions} style={{ marginTop: 0 }}>
            <Link className={styles.button} href={routes.experienceCenter}>
              {t('visit.centres')}
            </Link>
            <Link className={`${styles.button} ${styles.buttonOutline}`} href={routes.testRide}>
              {t('visit.testRide')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
