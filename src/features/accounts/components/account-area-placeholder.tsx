import Skeleton from '@mui/material/Skeleton';

/** Holds the account button's place while it loads, so the top bar does not shift. */
export function AccountAreaPlaceholder({ variant }: { variant: 'bar' | 'drawer' }) {
  // Phones and tablets show only the avatar (or nothing, signed out): the placeholder is the avatar's circle.
  return variant === 'bar' ? (
    <>
      <Skeleton
        variant="circular"
        width={28}
        height={28}
        aria-hidden
        sx={{ display: { xs: 'block', md: 'none' }, mx: 1 }}
      />
      <Skeleton variant="rounded" width={96} height={36} aria-hidden sx={{ display: { xs: 'none', md: 'block' } }} />
    </>
  ) : null;
}
