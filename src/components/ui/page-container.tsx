import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/** The page's content column (1200 px wide at most, the site's gutters); `stack` spaces its sections in a grid. */
export function PageContainer({ stack = false, children }: { stack?: boolean; children: ReactNode }) {
  return <div className={stack ? `${styles.page} ${styles.stack}` : styles.page}>{children}</div>;
}
