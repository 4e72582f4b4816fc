/**
 * A file's size for people: bytes under 1 KB, whole KB under 1 MB, MB with one decimal above ("29 KB", not
 * "0.0 MB"), in the locale's own number and unit style (Intl's byte units, 1 KB = 1024 bytes as file pickers show).
 */
export function formatFileSize(bytes: number, locale: string): string {
  const unit = (value: number, name: 'byte' | 'kilobyte' | 'megabyte', digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes < 1024) return unit(bytes, 'byte', 0);
  if (bytes < 1024 * 1024) return unit(Math.round(bytes / 1024), 'kilobyte', 0);
  return unit(bytes / (1024 * 1024), 'megabyte', 1);
}
