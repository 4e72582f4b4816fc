import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { PageContainer } from '@/components/ui/page-container';
import { browserPart } from '@/lib/browser-part';
import { AfterRehydration } from '@/store/after-rehydration';
import { MuiScope } from '@/components/mui-scope';

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

export function TestRideSuccessView({ meta }: { meta: PageMeta | null }) {
  return (
    <MuiScope>
      <TestRideSuccessHead meta={meta} />
      {/* At least a screen tall: the footer stays below the fold whether a booking or the short "no booking" panel
          arrives (the panel moved it up into view, CLS 0.12). */}
      <PageContainer narrow fillViewport>
        {/* The heading depends on whether a booking is there to show. */}
        <AfterRehydration fallback={<Loading />}>
          <BookingSuccess />
        </AfterRehydration>
      </PageContainer>
    </MuiScope>
  );
}
