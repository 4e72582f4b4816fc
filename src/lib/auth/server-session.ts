import type { GetServerSidePropsContext } from 'next';
import { cookieNames, readCookie } from '@/lib/cookies';

/** The Vendure session token the browser keeps in its cookie, read during server rendering. */
export function sessionTokenFromRequest(ctx: Pick<GetServerSidePropsContext, 'req'>): string | undefined {
  return readCookie(ctx.req.headers.cookie, cookieNames.sessionToken);
}
