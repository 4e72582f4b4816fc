import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { ExperienceCenterFinder } from '@/features/dealers/components/experience-center-finder';
import type { ExperienceCenterCard_CenterFragment } from '@/graphql/generated/graphql';
import styles from './experience-center-view.module.css';

export interface ExperienceCenterViewProps {
  centers: ExperienceCenterCard_CenterFragment[] | null;
  meta: PageMeta | null;
}

export function ExperienceCenterView({ centers, meta }: ExperienceCenterViewProps) {
  const t = useTranslations('ExperienceCenter');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} description={t('intro')} />
      <SeoHeading>{tSeo('headings.experienceCenter')}</SeoHeading>
      <div className={styles.container}>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.intro}>{t('intro')}</p>
        {centers ? (
          <ExperienceCenterFinder centers={centers} />
        ) : (
          <p role="alert" className={styles.error}>
            {t('error')}
          </p>
        )}
      </div>
    </>
  );
}
