import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { browserPart } from '@/lib/browser-part';

// The list is fetched in the browser (it changes with every action): it loads after the page's shell, without Apollo
// (its dialogs bring it: my-bookings.tsx).
const MyBookings = browserPart(
  () => import('@/features/test-ride/components/my-bookings').then((m) => m.MyBookings),
  () => <LoadingPanel minHeight={300} />,
);

/** The signed-in customer's test rides: plain HTML and CSS, MUI only in the dialogs (issue 19). */
export function TestRideBookingsView({
  meta,
  bikeNames = {},
}: {
  meta: PageMeta | null;
  /** Catalogue names by slug, for the bookings' motorcycle. */
  bikeNames?: Record<string, string>;
}) {
  const t = useTranslations('TestRide');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('bookingsTitle')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.bookings')}</SeoHeading>
      <PageContainer narrow fillViewport>
        <h2 className={`${text.pageTitle} ${text.spacedBelow}`}>{t('bookingsTitle')}</h2>
        <MyBookings bikeNames={bikeNames} />
      </PageContainer>
    </>
  );
}
