import Skeleton from '@mui/material/Skeleton';

/** Holds the account button's place while it loads, so the top bar does not shift. */
export function AccountAreaPlaceholder({ variant }: { variant: 'bar' | 'drawer' }) {
  return variant === 'bar' ? <Skeleton variant="rounded" width={96} height={36} aria-hidden /> : null;
}
