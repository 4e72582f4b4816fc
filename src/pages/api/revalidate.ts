import type { NextApiRequest, NextApiResponse } from 'next';
import { refuseCrossSite } from '@/lib/api/same-origin';
import { isValidSecret, pathsFor, type SiteChanges } from '@/lib/revalidation';

/**
 * POST /api/revalidate, called by the back end when a back-office edit changes what static pages show (the back end's site-revalidation plugin):
 * re-renders the affected statically generated pages now instead of after their `revalidate` interval.
 * Protected by the shared secret REVALIDATE_SECRET in the `x-revalidate-secret` header.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  if (!refuseCrossSite(req, res)) return;
  if (!isValidSecret(req.headers['x-revalidate-secret'], process.env.REVALIDATE_SECRET)) {
    return res.status(401).json({ error: 'Unauthorized' });
  }
  const paths = pathsFor((req.body ?? {}) as SiteChanges);
  const failed: string[] = [];
  // A few at a time: a meta-tag edit re-renders every fixed page in both locales.
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await res.revalidate(path);
      } catch {
        // A page that does not exist (yet) cannot be revalidated; the others still are.
        failed.push(path);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker));
  return res.status(200).json({ revalidated: paths.filter((p) => !failed.includes(p)), failed });
}
