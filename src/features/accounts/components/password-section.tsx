import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The /profile card of a password form (change or set), titled for screen readers. */
export function PasswordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: 3 }} aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h5">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
