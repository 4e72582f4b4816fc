import { useTranslations } from 'next-intl';
import { Spinner } from './spinner';
import spinnerStyles from './spinner.module.css';

/**
 * What a part of a page loaded after its shell shows until it arrives: a spinner with a label for screen readers
 * and sighted users, in a box about as tall as the part, so nothing below it jumps when it comes.
 */
export function LoadingPanel({ label, minHeight }: { label?: string; minHeight?: number | string }) {
  const t = useTranslations('Common');
  return (
    <div role="status" style={{ minHeight }}>
      <Spinner className={spinnerStyles.beforeText} />
      {label ?? t('loading')}
    </div>
  );
}
