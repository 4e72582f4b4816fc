import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { PageContainer } from '@/components/ui/page-container';
import { BookingSuccessEmpty } from '@/features/test-ride/components/booking-success-empty';
import type { SuccessBooking } from '@/features/test-ride/components/booking-success';
import { browserPart } from '@/lib/browser-part';
import { AfterRehydration } from '@/store/after-rehydration';
import { useAppSelector } from '@/store/hooks';

// The booking shown is the one in the persisted state, so the server renders the head and a placeholder: the part
// (MUI's alerts, buttons and the summary) loads after the shell instead of with it (issue 19).
const Loading = () => <LoadingPanel minHeight="100vh" />;
const BookingSuccess = browserPart(
  () => import('@/features/test-ride/components/booking-success').then((m) => m.BookingSuccess),
  Loading,
);

/** The page's SEO head and hidden h1. */
function TestRideSuccessHead({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('TestRide');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('successTitle')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.testRideSuccess')}</SeoHeading>
    </>
  );
}

/** The booking just made, or (none in the persisted state) where to go instead, shown without loading the part. */
function TestRideSuccessContent() {
  const booking = useAppSelector((s) => s.testDrive.successData) as SuccessBooking | null;
  return booking?.code ? <BookingSuccess booking={booking} /> : <BookingSuccessEmpty />;
}

export function TestRideSuccessView({ meta }: { meta: PageMeta | null }) {
  return (
    <>
      <TestRideSuccessHead meta={meta} />
      {/* At least a screen tall: the footer stays below the fold whether a booking or the short "no booking" panel
          arrives (the panel moved it up into view, CLS 0.12). */}
      <PageContainer narrow fillViewport>
        {/* The heading depends on whether a booking is there to show. */}
        <AfterRehydration fallback={<Loading />}>
          <TestRideSuccessContent />
        </AfterRehydration>
      </PageContainer>
    </>
  );
}
