import type { NextApiRequest, NextApiResponse } from 'next';
import { refuseCrossSite } from '@/lib/api/same-origin';
import { initFirebaseAdmin } from './firebase-admin';
import { initAuth } from './init-auth';

/**
 * /api/login and /api/logout: POST only, from the site's own pages only (403 for a cross-site request),
 * next-firebase-auth initialised, failures answered as JSON without internals. `action` sets or clears the signed cookies and may answer itself (e.g. 401 for a bad token).
 */
export function authEndpoint(
  name: string,
  action: (req: NextApiRequest, res: NextApiResponse) => Promise<void | boolean>,
) {
  initFirebaseAdmin();
  initAuth();
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return res.status(405).json({ error: 'Method not allowed' });
    }
    if (!refuseCrossSite(req, res)) return;
    try {
      if ((await action(req, res)) === false) return;
    } catch (error) {
      console.error(`${name} failed`, error);
      return res.status(500).json({ error: 'Unexpected error.' });
    }
    return res.status(200).json({ success: true });
  };
}
