import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { LoadingPanel } from '@/components/ui/loading-panel';
import findBookingStyles from '@/features/test-ride/components/find-booking.module.css';
import { browserApolloPart } from '@/graphql/browser-apollo-part';

type FindBookingProps = { bikeNames: Record<string, string> };

// The look-up (react-hook-form, the rules, Apollo) runs in the browser only: it loads after the page's shell, which is
// plain HTML; what it shows with MUI (the booking found, the cancel dialog) brings its own scope (issue 19).
const FindBooking = browserApolloPart<FindBookingProps>(
  () => import('@/features/test-ride/components/find-booking').then((m) => m.FindBooking),
  () => (
    <div className={findBookingStyles.placeholder}>
      <LoadingPanel />
    </div>
  ),
);

export function TestRideFindView({
  meta,
  bikeNames = {},
}: {
  meta: PageMeta | null;
  /** Catalogue names by slug, for the booking's motorcycle. */
  bikeNames?: Record<string, string>;
}) {
  const t = useTranslations('TestRideFind');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.testRideFind')}</SeoHeading>
      <PageContainer narrow>
        <h2 className={text.pageTitle}>{t('title')}</h2>
        {/* In the page's HTML (its largest text on a phone), not in the part loaded after it. */}
        <p className={text.spacedBelow}>{t('intro')}</p>
        <FindBooking bikeNames={bikeNames} />
      </PageContainer>
    </>
  );
}
