/** The wordmark, drawn for this project: a lightning-cut "alva" in the brand magenta. */
export function BrandLogo({ title = 'Alva' }: { title?: string }) {
  return (
    <svg width="88" height="28" viewBox="0 0 88 28" role="img" aria-label={title} focusable="false">
      <title>{title}</title>
      <path d="M2 24 12 4h5l10 20h-5.5l-2-4.3h-10L7.5 24H2Zm9.4-8.6h6.2L14.5 9l-3.1 6.4Z" fill="#C8006E" />
      <path d="M30 4h5v20h-5z" fill="#1A1A2E" />
      <path d="M38 8h5.4l4.6 10.6L52.6 8H58l-7.6 16h-4.8L38 8Z" fill="#1A1A2E" />
      <path d="M60 24 70 4h5l10 20h-5.5l-2-4.3h-10L65.5 24H60Zm9.4-8.6h6.2L72.5 9l-3.1 6.4Z" fill="#C8006E" />
    </svg>
  );
}
