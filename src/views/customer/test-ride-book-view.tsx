import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import type { ModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { AfterRehydration } from '@/store/after-rehydration';

/** About the form's height on a phone, so the footer does not jump when it arrives. */
const FORM_HEIGHT = '100vh';

// The form (react-hook-form, the rules, Apollo) only works in the browser and needs the persisted choice of bike:
// it loads after the page's shell instead of with it.
const BookTestRide = browserApolloPart(() => import('./test-ride-book-form').then((m) => m.BookTestRide), FORM_HEIGHT);

/**
 * The SEO head, hidden h1 and title, server-rendered with a placeholder in the form's place: the form waits for the
 * persisted choice of bike and what was typed before, then takes the placeholder's place.
 */
export function TestRideBookView({ models, meta }: ModelsPageProps) {
  const t = useTranslations('TestRide');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('bookTitle')} | Alva`} />
      <SeoHeading>{tSeo('headings.testRideBook')}</SeoHeading>
      <PageContainer narrow>
        <h2 className={text.pageTitle}>{t('bookTitle')}</h2>
        <AfterRehydration fallback={<LoadingPanel minHeight={FORM_HEIGHT} />}>
          <BookTestRide models={models} />
        </AfterRehydration>
      </PageContainer>
    </>
  );
}
