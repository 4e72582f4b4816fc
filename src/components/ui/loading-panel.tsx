import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';

/**
 * What a part of a page loaded after its shell shows until it arrives: a spinner with a label for screen readers
 * and sighted users, in a box about as tall as the part, so nothing below it jumps when it comes.
 */
export function LoadingPanel({ label, minHeight }: { label?: string; minHeight?: number | string }) {
  const t = useTranslations('Common');
  return (
    <div role="status" style={{ minHeight }}>
      <CircularProgress size={18} sx={{ mr: 1, verticalAlign: 'middle' }} aria-hidden="true" />
      {label ?? t('loading')}
    </div>
  );
}
