import { setAuthCookies, verifyIdToken } from 'next-firebase-auth';
import { authEndpoint } from '@/lib/auth/auth-endpoint';
import { callerAddress, loginRateLimiter } from '@/lib/auth/login-rate-limit';

/** Exchanges the Firebase ID token (Authorization header) for the signed session cookies. */
export default authEndpoint('login', async (req, res) => {
  // Too many calls from one address: 429 (the sign-in form says so in the visitor's language).
  const limit = loginRateLimiter.hit(callerAddress(req));
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterSeconds));
    res.status(429).json({ error: 'Too many sign-in attempts' });
    return false;
  }
  const token = req.headers.authorization;
  if (!token) {
    res.status(400).json({ error: 'Missing Authorization header (the Firebase ID token)' });
    return false;
  }
  // Verified before any cookie is written: next-firebase-auth's setAuthCookies would answer a bad token by
  // overwriting the visitor's current session cookies with a signed-out user.
  const valid = await verifyIdToken(token).then(
    (user) => !!user.id,
    () => false,
  );
  if (!valid) {
    res.status(401).json({ error: 'Invalid ID token' });
    return false;
  }
  const { user } = await setAuthCookies(req, res, { token });
  if (!user.id) {
    res.status(401).json({ error: 'Invalid ID token' });
    return false;
  }
});
