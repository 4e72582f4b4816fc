import { unsetAuthCookies } from 'next-firebase-auth';
import { authEndpoint } from '@/lib/auth/auth-endpoint';

/** Clears the signed session cookies. */
export default authEndpoint('logout', async (req, res) => {
  await unsetAuthCookies(req, res);
});
