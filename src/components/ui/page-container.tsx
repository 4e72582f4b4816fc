import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/**
 * The page's content column (1200 px wide at most, or 900 px with `narrow`, the site's gutters); `stack` spaces its
 * sections in a grid. `fillViewport` keeps it at least a screen tall, for a page whose content is loaded in the
 * browser after its shell: the footer stays below the fold whatever arrives, instead of jumping (layout shift).
 */
export function PageContainer({
  stack = false,
  narrow = false,
  fillViewport = false,
  children,
}: {
  stack?: boolean;
  narrow?: boolean;
  fillViewport?: boolean;
  children: ReactNode;
}) {
  const classes = [
    styles.page,
    stack ? styles.stack : '',
    narrow ? styles.narrow : '',
    fillViewport ? styles.fillViewport : '',
  ];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}
