import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import styles from './error-view.module.css';

/** The 404 and 500 pages: a clear message and a way back, never a stack trace. */
export function ErrorView({ kind }: { kind: 'notFound' | 'serverError' }) {
  const t = useTranslations('Errors');
  const tSeo = useTranslations('Seo');
  const tCommon = useTranslations('Common');
  return (
    <>
      <SeoHead title={`${t(`${kind}Title`)} | Alva`} noindex />
      <SeoHeading>{tSeo(`headings.${kind}`)}</SeoHeading>
      <div className={styles.page}>
        <p className={styles.code}>{kind === 'notFound' ? '404' : '500'}</p>
        <h2 className={styles.title}>{t(`${kind}Title`)}</h2>
        <p className={styles.body}>{t(`${kind}Body`)}</p>
        <Link href="/" className={styles.home}>
          {tCommon('backHome')}
        </Link>
      </div>
    </>
  );
}
