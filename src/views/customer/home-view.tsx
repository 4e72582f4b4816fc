import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/seo/json-ld';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { publicEnv } from '@/config/env';
import { routes } from '@/config/routes';
import { COMPARE_ID } from '@/features/catalogue/constants';
import { ModelGrid } from '@/features/catalogue/components/model-grid';
import { SecondNav } from '@/features/home/components/second-nav';
import { UspTabs } from '@/features/home/components/usp-tabs';
import { View360 } from '@/features/home/components/view-360';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import styles from './home-view.module.css';

export interface HomeViewProps {
  models: ModelCard_ProductFragment[];
  meta: PageMeta | null;
}

const HERO_ID = 'home-hero';

export function HomeView({ models, meta }: HomeViewProps) {
  const t = useTranslations('Home');
  const tPage = useTranslations('HomePage');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} />
      <JsonLd
        id="organization"
        data={{
          '@type': 'Organization',
          name: 'Alva',
          url: publicEnv.siteUrl,
          logo: `${publicEnv.siteUrl}/favicon.svg`,
          description: tPage('organizationDescription'),
          areaServed: 'ID',
        }}
      />
      <SeoHeading>{tSeo('headings.home')}</SeoHeading>
      <section id={HERO_ID} className={styles.hero}>
        <div className={styles.container}>
          <h2 className={styles.title}>{t('heroTitle')}</h2>
          <p className={styles.subtitle}>{t('heroSubtitle')}</p>
          <div className={styles.actions}>
            <Link href={routes.testRide} className={`${styles.action} ${styles.primary}`}>
              {t('ctaTestRide')}
            </Link>
            <Link href={routes.product} className={`${styles.action} ${styles.secondary}`}>
              {t('ctaBuy')}
            </Link>
          </div>
        </div>
      </section>
      <SecondNav heroId={HERO_ID} />
      <section id="models" aria-labelledby="models-title" className={`${styles.container} ${styles.section}`}>
        <h2 id="models-title" className={styles.sectionTitle}>
          {t('modelsTitle')}
        </h2>
        <ModelGrid models={models} />
        <p className={styles.lead}>
          <Link href={`${routes.product}#${COMPARE_ID}`}>{t('compareLink')}</Link>
        </p>
      </section>
      <section id="why-alva" aria-labelledby="usp-title" className={styles.band}>
        <div className={`${styles.container} ${styles.section}`}>
          <h2 id="usp-title" className={styles.sectionTitle}>
            {tPage('uspTitle')}
          </h2>
          <UspTabs />
        </div>
      </section>
      <section id="view-360" aria-labelledby="view360-title" className={`${styles.container} ${styles.section}`}>
        <h2 id="view360-title" className={styles.sectionTitle}>
          {tPage('view360Title')}
        </h2>
        <p className={styles.lead}>{tPage('view360Intro')}</p>
        <View360 />
      </section>
      <section id="ride" aria-labelledby="ride-title" className={styles.cta}>
        <div className={`${styles.container} ${styles.section}`}>
          <h2 id="ride-title" className={styles.sectionTitle}>
            {tPage('ctaTitle')}
          </h2>
          <p className={styles.lead}>{tPage('ctaBody')}</p>
          <div className={styles.actions}>
            <Link href={routes.testRide} className={`${styles.action} ${styles.primary}`}>
              {t('ctaTestRide')}
            </Link>
            <Link href={routes.product} className={`${styles.action} ${styles.secondary}`}>
              {t('ctaBuy')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
