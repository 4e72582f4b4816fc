import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/ui/brand-logo';
import { routes } from '@/config/routes';
import styles from './footer.module.css';

const COLUMNS = [
  {
    key: 'explore',
    links: [
      { key: 'shop', href: routes.shop },
      { key: 'testRide', href: routes.testRide },
      { key: 'experienceCenter', href: routes.experienceCenter },
      { key: 'monthlyCost', href: routes.monthlyCost },
      { key: 'dpSimulation', href: routes.dpSimulation },
      { key: 'blog', href: routes.blog },
      { key: 'about', href: routes.about },
      { key: 'myAlvaApp', href: routes.myAlvaApp },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'support', href: routes.support },
      { key: 'rechargeSwap', href: routes.rechargeAndSwap },
      { key: 'findTestRide', href: routes.testRideFind },
      { key: 'contact', href: routes.contactUs },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'privacy', href: '/privacy-policy-term-of-use' },
      { key: 'refund', href: '/refund-return-warranty' },
      { key: 'outsideJabodetabek', href: '/conditions-for-orders-outside-jabodetabek-area' },
      { key: 'warranty', href: '/warranty' },
    ],
  },
] as const;

export function Footer() {
  const t = useTranslations('Footer');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <span className={styles.logo}>
            <BrandLogo />
          </span>
          <p className={styles.tagline}>{t('tagline')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className={styles.heading}>
              {t(column.key)}
            </h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link href={link.href}>{t(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
