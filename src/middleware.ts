import { type NextRequest, NextResponse } from 'next/server';
import { encodeFilterSegment, parseFilterQuery } from '@/features/shop/filters';

/**
 * Shop grids are static (ISR) yet filter and sort by the URL query: a request with filters is rewritten to the
 * ISR page of that one canonical combination (`/shop/accessories?sort=price-asc` → `/shop/accessories/filter/
 * sort-price-asc`), so the HTML is already filtered without JavaScript and each combination is cached once. Unknown
 * values are dropped, which bounds the number of pages.
 */
export function middleware(request: NextRequest) {
  const url = request.nextUrl;
  const segment = encodeFilterSegment(parseFilterQuery((key) => url.searchParams.get(key)));
  if (!segment) return NextResponse.next();
  const [, , category] = url.pathname.split('/');
  const target = url.clone();
  target.pathname = `/shop/${category ?? 'all'}/filter/${segment}`;
  target.search = '';
  return NextResponse.rewrite(target);
}

export const config = {
  // With i18n on, Next matches these under both locales (`/shop`, `/id/shop`); data requests of client-side
  // navigations are matched too.
  matcher: ['/shop', '/shop/:category'],
};
