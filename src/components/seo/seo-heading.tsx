import { VisuallyHidden } from './visually-hidden';

/** The hidden SEO heading each route has (SPEC §2): the page's h1 for crawlers and screen readers. */
export function SeoHeading({ children }: { children: string }) {
  return <VisuallyHidden as="h1">{children}</VisuallyHidden>;
}
