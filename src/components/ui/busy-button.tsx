import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button that shows a spinner and refuses clicks while its action runs (no double submits). */
export function BusyButton({ busy, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : props.startIcon}
    />
  );
}
