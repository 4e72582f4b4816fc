import { createTheme } from '@mui/material/styles';
import { brandColors, fontFamily } from './brand';

/** Brand theme (SPEC §9): Readex Pro, 16 px base, 8 px cards, breakpoints 600/960/1280, pink-magenta primary. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: brandColors.magenta, contrastText: '#FFFFFF' },
    secondary: { main: brandColors.ink, contrastText: '#FFFFFF' },
    text: { primary: brandColors.ink, secondary: brandColors.slate },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    fontSize: 16,
    htmlFontSize: 16,
    h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.15 },
    h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    body1: { fontSize: '1rem' },
    body2: { fontSize: '0.875rem' },
    caption: { fontSize: '0.75rem' },
    overline: { fontSize: '0.625rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
