import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import type { ModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { BikePicker } from '@/features/test-ride/components/bike-picker';

export function TestRideSelectBikeView({ models, meta }: ModelsPageProps) {
  const t = useTranslations('TestRide');
  const tSeo = useTranslations('Seo');
  const bikes = models.map((m) => ({ id: m.id, slug: m.slug, name: m.name, image: m.featuredAsset?.preview }));
  return (
    <>
      <SeoHead meta={meta} title={`${t('selectTitle')} | Alva`} />
      <SeoHeading>{tSeo('headings.testRideSelect')}</SeoHeading>
      <PageContainer>
        <h2 className={text.pageTitle}>{t('selectTitle')}</h2>
        <p className={`${text.muted} ${text.spacedBelow}`}>{t('selectIntro')}</p>
        <BikePicker bikes={bikes} />
      </PageContainer>
    </>
  );
}
