import { CacheProvider, type EmotionCache } from '@emotion/react';
import { createEmotionCache } from '@mui/material-nextjs/v15-pagesRouter';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useContext } from 'react';
import { theme } from '@/config/theme';
import { ServerEmotionCache } from './server-emotion-cache';

let browserCache: EmotionCache | undefined;

/**
 * The brand theme and MUI's style cache for the parts built with MUI. Neither is in `_app`: pages and parts without
 * MUI (the public pages, the sign-in and booking forms) load none of MUI, emotion and its CSS compiler, or the theme's
 * creation (issue 19). Each part that renders MUI components wraps its root in this: the views of MUI pages and the
 * parts loaded on demand (menus, the drawer, the toaster, the purchase steps). Unwrapped, MUI would fall back to its
 * default theme (Roboto, blue); the end-to-end fixture refuses any MUI element in that font (tests/e2e/fixtures).
 *
 * The browser's cache (key `mui`, as on the server) is made by the first MuiScope: it takes over the style tags the
 * server rendered, so hydration inserts none of them again, and every later part shares it.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const serverCache = useContext(ServerEmotionCache);
  const cache = serverCache ?? (browserCache ??= createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
