import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import styles from './content.module.css';

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) has none. */
  href?: string;
}

/** Visible breadcrumb trail; the same trail goes into BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('Content');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.href ? <Link href={item.href}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
