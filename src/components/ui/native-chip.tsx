import type { HTMLAttributes } from 'react';
import styles from './native-chip.module.css';

export type ChipTone = 'default' | 'outlined' | 'primary' | 'success' | 'info' | 'warning' | 'error';

/** A status label (MUI's small Chip look) for pages that should not ship MUI (issue 19). */
export function NativeChip({
  tone = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: ChipTone }) {
  return <span {...props} className={[styles.chip, styles[tone], className ?? ''].filter(Boolean).join(' ')} />;
}
