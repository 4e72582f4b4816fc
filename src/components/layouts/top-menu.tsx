import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { routes } from '@/config/routes';
import { LanguageSwitcher } from './language-switcher';
import styles from './top-menu.module.css';

// The drawer (and MUI's modal machinery) loads on the first tap of the menu button, not with every page.
const MobileDrawer = dynamic(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

/** Public links of the top menu (SPEC §2 keys: calculate saving, about, shop; account keys come from the slot). */
export const NAV_LINKS = [
  { key: 'models', href: routes.product },
  { key: 'shop', href: routes.shop },
  { key: 'calculateSaving', href: routes.monthlyCost },
  { key: 'experienceCenter', href: routes.experienceCenter },
  { key: 'about', href: routes.about },
] as const;

interface TopMenuProps {
  /** Account button or sign-in link, rendered by the accounts feature. */
  account: ReactNode;
  /** The same in the mobile drawer (list items). */
  drawerAccount: ReactNode;
  /** Cart link with the item count, rendered by the shop feature; shown at every width. */
  cart?: ReactNode;
}

export function TopMenu({ account, drawerAccount, cart }: TopMenuProps) {
  const t = useTranslations('Nav');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  // Plain elements and a CSS module: the bar is on every page, so it should cost no styling work at hydration.
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link href={routes.home} className={styles.logo} aria-label={t('home')}>
          <BrandLogo />
        </Link>
        <nav aria-label={t('mainLabel')} className={styles.nav}>
          {NAV_LINKS.map((link) => (
            <Link key={link.key} href={link.href} className={styles.navLink}>
              {t(link.key)}
            </Link>
          ))}
        </nav>
        <div className={styles.spacer} />
        <Link href={routes.testRide} className={styles.testRide}>
          {t('testRide')}
        </Link>
        <LanguageSwitcher />
        {cart}
        <div className={styles.account}>{account}</div>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('openMenu')}
          aria-expanded={open}
          onClick={() => {
            setDrawerLoaded(true);
            setOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
      </div>
      {drawerLoaded && (
        <MobileDrawer open={open} onClose={() => setOpen(false)} links={NAV_LINKS}>
          {drawerAccount}
        </MobileDrawer>
      )}
    </header>
  );
}
