import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { ModelGrid } from '@/features/catalogue/components/model-grid';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import styles from './home-view.module.css';

export interface HomeViewProps {
  models: ModelCard_ProductFragment[];
  meta: PageMeta | null;
}

export function HomeView({ models, meta }: HomeViewProps) {
  const t = useTranslations('Home');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} />
      <SeoHeading>{tSeo('headings.home')}</SeoHeading>
      <section className={styles.hero}>
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
      <section aria-labelledby="models-title" className={`${styles.container} ${styles.models}`}>
        <h2 id="models-title" className={styles.modelsTitle}>
          {t('modelsTitle')}
        </h2>
        <ModelGrid models={models} />
      </section>
    </>
  );
}
