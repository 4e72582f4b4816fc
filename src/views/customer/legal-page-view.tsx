import Link from '@/components/ui/link';
import { useFormatter, useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import styles from '@/features/content/components/content.module.css';
import { Markdown } from '@/features/content/components/markdown';
import { LEGAL_PAGE_SLUGS } from '@/features/content/constants';
import type { LegalPageProps } from '@/features/content/get-content-props';
import { routes } from '@/config/routes';

/** The four legal pages (/privacy-policy-term-of-use, /refund-return-warranty, ...). */
export function LegalPageView({ page, meta }: LegalPageProps) {
  const t = useTranslations('LegalPage');
  const tSeo = useTranslations('Seo');
  const format = useFormatter();
  const title = meta?.title ?? `${page.title} | Alva`;

  return (
    <>
      <SeoHead meta={meta ? { ...meta, title } : null} title={title} />
      <SeoHeading>{tSeo('headings.legal', { title: page.title })}</SeoHeading>
      <div className={styles.page}>
        <div className={styles.split}>
          <article aria-labelledby="legal-title">
            <h2 id="legal-title" className={styles.title}>
              {page.title}
            </h2>
            <p className={styles.metaLine}>
              {t('lastUpdated')}{' '}
              <time dateTime={page.lastUpdated}>
                {format.dateTime(new Date(page.lastUpdated), { dateStyle: 'long' })}
              </time>
            </p>
            <div style={{ marginTop: 32 }}>
              <Markdown source={page.body} headingLevel={2} />
            </div>
          </article>
          <nav className={styles.aside} aria-labelledby="legal-pages">
            <h2 id="legal-pages" className={styles.asideTitle}>
              {t('otherPages')}
            </h2>
            <ul className={styles.linkList}>
              {LEGAL_PAGE_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link href={`/${slug}`} aria-current={slug === page.slug ? 'page' : undefined}>
                    {t(`names.${slug}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link href={routes.support}>{t('support')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
