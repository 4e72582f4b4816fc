import { setAuthCookies } from 'next-firebase-auth';
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
  const { user } = await setAuthCookies(req, res);
  // next-firebase-auth answers with a null user for a bad token instead of failing.
  if (!user.id) {
    res.status(401).json({ error: 'Invalid ID token' });
    return false;
  }
});
