/**
 * Runs once when the Next.js server starts: a production server refuses to start with a secret that is in the
 * repository (the session cookies' development key, the development REVALIDATE_SECRET).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return;
  // `next build` runs in production mode too; it signs nothing and revalidates nothing.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { cookieKeys } = await import('./lib/auth/init-auth');
  const { DEV_REVALIDATE_SECRET } = await import('./lib/revalidation');
  cookieKeys();
  if (process.env.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET) {
    throw new Error("REVALIDATE_SECRET is the repository's development default while NODE_ENV=production");
  }
}
