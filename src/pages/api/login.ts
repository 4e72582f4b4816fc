import type { NextApiResponse } from 'next';
import { setAuthCookies, verifyIdToken } from 'next-firebase-auth';
import { authEndpoint } from '@/lib/auth/auth-endpoint';
import { callerAddress, loginRateLimiter } from '@/lib/auth/login-rate-limit';

/** 429 with Retry-After (the sign-in form says when to try again, in the visitor's language). */
function tooMany(res: NextApiResponse, retryAfterSeconds: number): false {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(429).json({ error: 'Too many sign-in attempts' });
  return false;
}

/**
 * Exchanges the Firebase ID token (Authorization header) for the signed session cookies. Limits, kept apart: invalid
 * tokens per caller address, calls per account for valid ones. Many customers share one carrier-grade NAT address,
 * so a valid token is never refused because of what others behind the same address did.
 */
export default authEndpoint('login', async (req, res) => {
  const token = req.headers.authorization;
  if (!token) {
    res.status(400).json({ error: 'Missing Authorization header (the Firebase ID token)' });
    return false;
  }
  // Verified before any cookie is written: next-firebase-auth's setAuthCookies would answer a bad token by
  // overwriting the visitor's current session cookies with a signed-out user.
  const valid = await verifyIdToken(token).then(
    (user) => user.id,
    () => null,
  );
  if (!valid) {
    const limit = await loginRateLimiter.hit(`address:${callerAddress(req)}`);
    if (!limit.allowed) return tooMany(res, limit.retryAfterSeconds);
    res.status(401).json({ error: 'Invalid ID token' });
    return false;
  }
  const limit = await loginRateLimiter.hit(`account:${valid}`);
  if (!limit.allowed) return tooMany(res, limit.retryAfterSeconds);
  const { user } = await setAuthCookies(req, res, { token });
  if (!user.id) {
    res.status(401).json({ error: 'Invalid ID token' });
    return false;
  }
});
