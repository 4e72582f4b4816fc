/**
 * The site's development secrets: in the repository, so refused outside development (the back end keeps its own
 * list in the back end's vendure-config.ts). No imports: src/instrumentation.ts loads this in every runtime.
 */
export const DEV_COOKIE_SECRET = 'local-dev-cookie-secret-change-me';
/** scripts/stack.mjs sets it for `npm run dev`. */
export const DEV_REVALIDATE_SECRET = 'alva-dev-revalidate-secret';

/** Why a production server must not start with this environment; empty when it may. */
export function productionSecretProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const cookieKeys = [env.COOKIE_SECRET_CURRENT, env.COOKIE_SECRET_PREVIOUS].filter(Boolean);
  if (!cookieKeys.length) problems.push('COOKIE_SECRET_CURRENT must be set in production');
  if (cookieKeys.includes(DEV_COOKIE_SECRET)) problems.push('COOKIE_SECRET_* is the development default in production');
  if (env.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET) {
    problems.push("REVALIDATE_SECRET is the repository's development default while NODE_ENV=production");
  }
  return problems;
}
