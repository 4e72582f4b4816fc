import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/config/theme';

/**
 * The brand theme for the parts built with MUI. It is not in `_app`: pages and parts without MUI (the public pages,
 * the sign-in and booking forms) load none of MUI, emotion's theme or the theme's creation (issue 19). Each part that
 * renders MUI components wraps its root in this: the views of MUI pages and the parts loaded on demand (menus, the
 * drawer, the toaster, the purchase steps). Unwrapped, MUI would fall back to its default theme (Roboto, blue); the
 * end-to-end fixture refuses any MUI element in that font (tests/e2e/fixtures).
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
