import NextLink from 'next/link';
import { type ComponentProps, forwardRef } from 'react';

/**
 * Next's Link without its viewport prefetch: the site's links (`import Link from '@/components/ui/link'`, also as
 * MUI's `component={Link}`). Next fetches every linked page's data and code as soon as a link scrolls into view and
 * runs that code when the browser is idle, which on a phone kept the main thread busy while the page became usable:
 * on /shop/accessories, Lighthouse mobile TBT 484 -> 236 ms without it, / 234 -> 179 ms (issue 19). A page is still
 * fetched when the pointer rests on its link or a finger touches it, before the click.
 */
const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof NextLink>>(function Link(props, ref) {
  return <NextLink prefetch={false} {...props} ref={ref} />;
});

export default Link;
