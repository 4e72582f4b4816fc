import { useTranslations } from 'next-intl';
import { type ReactNode, Suspense } from 'react';
import { Footer } from './footer';
import styles from './site-layout.module.css';
import { TopMenu } from './top-menu';

interface SiteLayoutProps {
  children: ReactNode;
  account: ReactNode;
  drawerAccount: ReactNode;
  cart?: ReactNode;
}

/** The customer site's frame: skip link, top menu, main landmark, footer. */
export function SiteLayout({ children, account, drawerAccount, cart }: SiteLayoutProps) {
  const t = useTranslations('Common');
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {/* Its own Suspense boundary like the page and the footer (see _app): the document's first hydration task holds
          only the providers; the header hydrates in slices, or at once when it is clicked or typed in first. */}
      <Suspense>
        <TopMenu account={account} drawerAccount={drawerAccount} cart={cart} />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* Hydrated after the header, in slices like the page (see _app): the footer is the largest static part. */}
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}
