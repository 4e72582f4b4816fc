import { productionSecretProblems } from './lib/dev-secrets';

/**
 * Runs once when the Next.js server starts: a production server refuses to start with a secret that is in the
 * repository (the session cookies' development key, the development REVALIDATE_SECRET).
 */
export async function register() {
  if (process.env.NODE_ENV !== 'production') return;
  // `next build` runs in production mode too; it signs nothing and revalidates nothing.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const problems = productionSecretProblems(process.env);
  if (problems.length) throw new Error(problems.join('; '));
}
