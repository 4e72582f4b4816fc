import type { NextApiRequest, NextApiResponse } from 'next';
import { unsetAuthCookies } from 'next-firebase-auth';
import { initAuth } from '@/lib/auth/init-auth';
import { initFirebaseAdmin } from '@/lib/auth/firebase-admin';

initFirebaseAdmin();
initAuth();

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  try {
    await unsetAuthCookies(req, res);
  } catch (error) {
    console.error('logout failed', error);
    return res.status(500).json({ error: 'Unexpected error.' });
  }
  return res.status(200).json({ success: true });
}
