/** Brand colours and type (SPEC §9), for the plain-CSS parts and the MUI theme (config/theme.ts) alike. */
export const brandColors = {
  magenta: '#C8006E', // pink-magenta, AA contrast with white text
  magentaLight: '#FCE4F1',
  ink: '#1A1A2E',
  slate: '#4A4A5A',
} as const;

export const fontFamily =
  'var(--font-readex-pro), "Readex Pro", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
