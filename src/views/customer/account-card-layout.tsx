import type { ReactNode } from 'react';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import styles from './account-card.module.css';

/** The card the account pages share: hidden SEO h1, visible title and subtitle, the form (a browserApolloPart). */
export function AccountCardLayout({
  meta,
  seoHeading,
  title,
  subtitle,
  children,
}: {
  meta: PageMeta | null;
  seoHeading: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <>
      <SeoHead meta={meta} title={`${title} | Alva`} noindex />
      <SeoHeading>{seoHeading}</SeoHeading>
      <div className={styles.container}>
        <section className={styles.card}>
          <h2 className={styles.title}>{title}</h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          <div className={styles.body}>{children}</div>
        </section>
      </div>
    </>
  );
}
