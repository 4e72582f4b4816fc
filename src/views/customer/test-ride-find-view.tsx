import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import Link from '@/components/ui/link';
import { NativeButtonLink, Notice } from '@/components/ui/native-button';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { FindBookingShell } from '@/features/test-ride/components/find-booking-fields';
import findBookingStyles from '@/features/test-ride/components/find-booking.module.css';
import { loadWithBrowserApollo } from '@/graphql/browser-apollo-part';
import { partOnInteraction } from '@/lib/interaction-part';
import { useHasSession } from '@/lib/use-has-session';

// The page's HTML has the whole look-up form; its code (react-hook-form, the rules, Apollo) loads when someone starts
// to use it, and what it shows with MUI (the booking found, the cancel dialog) later still (issue 19).
const FindBooking = partOnInteraction<{ bikeNames: Record<string, string> }>(
  loadWithBrowserApollo(() => import('@/features/test-ride/components/find-booking').then((m) => m.FindBooking)),
  FindBookingShell,
);

export function TestRideFindView({
  meta,
  bikeNames = {},
}: {
  meta: PageMeta | null;
  /** Catalogue names by slug, for the booking's motorcycle. */
  bikeNames?: Record<string, string>;
}) {
  const t = useTranslations('TestRide');
  const tFind = useTranslations('TestRideFind');
  const tSeo = useTranslations('Seo');
  const router = useRouter();
  const hasSession = useHasSession();
  return (
    <>
      <SeoHead meta={meta} title={`${tFind('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.testRideFind')}</SeoHeading>
      <PageContainer narrow>
        <h2 className={text.pageTitle}>{tFind('title')}</h2>
        {/* In the page's HTML (its largest text on a phone). */}
        <p className={text.spacedBelow}>{tFind('intro')}</p>
        {/* Notice, form, result and the "no booking yet" line, 24 px apart. */}
        <div className={findBookingStyles.column}>
          {hasSession && (
            <Notice
              severity="info"
              action={
                <NativeButtonLink href={routes.bookings} variant="text" size="small">
                  {t('myBookings')}
                </NativeButtonLink>
              }
            >
              {tFind('signedIn')}
            </Notice>
          )}
          {/* The confirmation e-mail links here with ?code=…, which the form fills in. */}
          <FindBooking bikeNames={bikeNames} eager={typeof router.query.code === 'string'} />
          <p className={findBookingStyles.noCode}>
            {tFind('noCode')}{' '}
            <Link href={routes.testRide} className={text.link}>
              {t('bookAnother')}
            </Link>
          </p>
        </div>
      </PageContainer>
    </>
  );
}
