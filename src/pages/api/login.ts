import type { NextApiRequest, NextApiResponse } from 'next';
import { setAuthCookies } from 'next-firebase-auth';
import { initAuth } from '@/lib/auth/init-auth';
import { initFirebaseAdmin } from '@/lib/auth/firebase-admin';

initFirebaseAdmin();
initAuth();

/** Exchanges the Firebase ID token (Authorization header) for the signed session cookies. */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  try {
    const { user } = await setAuthCookies(req, res);
    // next-firebase-auth answers with a null user for a bad token instead of failing.
    if (!user.id) return res.status(401).json({ error: 'Invalid ID token' });
  } catch (error) {
    console.error('login failed', error);
    return res.status(500).json({ error: 'Unexpected error.' });
  }
  return res.status(200).json({ success: true });
}
