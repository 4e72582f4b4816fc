import { setAuthCookies } from 'next-firebase-auth';
import { authEndpoint } from '@/lib/auth/auth-endpoint';

/** Exchanges the Firebase ID token (Authorization header) for the signed session cookies. */
export default authEndpoint('login', async (req, res) => {
  const { user } = await setAuthCookies(req, res);
  // next-firebase-auth answers with a null user for a bad token instead of failing.
  if (!user.id) {
    res.status(401).json({ error: 'Invalid ID token' });
    return false;
  }
});
