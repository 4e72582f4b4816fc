import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/**
 * The page's content column (1200 px wide at most, or 900 px with `narrow`, the site's gutters); `stack` spaces its
 * sections in a grid.
 */
export function PageContainer({
  stack = false,
  narrow = false,
  children,
}: {
  stack?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const classes = [styles.page, stack ? styles.stack : '', narrow ? styles.narrow : ''];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}
