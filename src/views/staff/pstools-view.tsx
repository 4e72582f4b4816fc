import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Notice } from '@/components/ui/native-button';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import type { StaffProfile } from '@/features/pstools/components/shared';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { browserPart } from '@/lib/browser-part';
import styles from './pstools.module.css';
import { StaffSignOut } from './staff-sign-out';

// The sign-in form and the tool work only in the browser: they load after the page's shell (issue 19). After the
// first visit the service worker (public/pstools-sw.js, registered by the tool) serves them from its cache. The page,
// the sign-in and what the tool shows at first are plain HTML and CSS: MUI loads only with the tool's other tabs
// and the booking form, when opened (each in its own MuiScope). The sign-in signs in through Apollo's link chain; the
// tool reads and sends without Apollo's client (pstools-app.tsx).
const StaffSignIn = browserApolloPart(() => import('./staff-sign-in').then((m) => m.StaffSignIn), 250);
const PsToolsApp = browserPart(
  () => import('./pstools-app').then((m) => m.PsToolsApp),
  () => <LoadingPanel minHeight="100vh" />,
);

export interface PsToolsViewProps {
  meta: PageMeta | null;
  /** signedOut: the landing page; refused: signed in, but not staff; staff: the tool. */
  access: 'signedOut' | 'refused' | 'staff';
  staff: StaffProfile | null;
  /** The motorcycles' names by slug (the catalogue's), shown instead of slugs. */
  bikeNames?: Record<string, string>;
  /** The build files of the tool's on-demand parts, kept by its service worker for a visit without a connection. */
  offlineFiles?: string[];
}

/** The landing page of the staff tool: what it is, and the staff sign-in (a customer's account is refused). */
function Landing({ refused }: { refused: boolean }) {
  const t = useTranslations('PsTools');
  const router = useRouter();
  return (
    <div className={styles.landing}>
      <div className={styles.intro}>
        <BrandLogo />
        <h1 className={styles.landingTitle}>{t('landing.title')}</h1>
        <p>{t('landing.intro')}</p>
        <ul className={styles.points}>
          <li>{t('landing.guestbook')}</li>
          <li>{t('landing.bookings')}</li>
          <li>{t('landing.customers')}</li>
        </ul>
      </div>
      <div className={styles.signInCard}>
        <h2 className={styles.signInTitle}>{t('signIn.title')}</h2>
        {refused && (
          <Notice severity="error" role="alert">
            {t('signIn.refused')}
          </Notice>
        )}
        <StaffSignIn onStaff={() => void router.replace(router.asPath)} />
        {refused && <StaffSignOut label={t('signOut')} />}
      </div>
    </div>
  );
}

export function PsToolsView({ meta, access, staff, bikeNames = {}, offlineFiles = [] }: PsToolsViewProps) {
  const t = useTranslations('PsTools');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      {access === 'staff' && staff ? (
        <div className={styles.tool}>
          <header className={styles.header}>
            <BrandLogo />
            <div className={styles.who}>
              <h1 className={styles.title}>{t('title')}</h1>
              <p className={styles.profile} data-testid="staff-profile">
                {staff.name} · {t(`roles.${staff.role}` as 'roles.Product Specialist')} ·{' '}
                {staff.dealer?.location ?? '—'} · {staff.region ?? '—'} · {staff.channel.name}
              </p>
            </div>
            <StaffSignOut label={t('signOut')} />
          </header>
          <PsToolsApp staff={staff} bikeNames={bikeNames} offlineFiles={offlineFiles} />
        </div>
      ) : (
        <Landing refused={access === 'refused'} />
      )}
    </>
  );
}

/** A tool of its own on the showroom tablet: no shop header, cart or footer. */
PsToolsView.getLayout = (page: ReactElement) => <main className={styles.main}>{page}</main>;
