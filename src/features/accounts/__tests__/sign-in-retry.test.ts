import { describe, expect, it } from 'vitest';
import { retryAfterOf } from '../sign-in';

describe('retryAfterOf', () => {
  it("reads the back end's wait from a TOO_MANY_ATTEMPTS refusal", () => {
    expect(retryAfterOf('TOO_MANY_ATTEMPTS retryAfterSeconds=840')).toBe(840);
    // An older back end without the wait: still a lockout, time unknown.
    expect(retryAfterOf('TOO_MANY_ATTEMPTS')).toBe(0);
    expect(retryAfterOf('EMAIL_NOT_VERIFIED')).toBeUndefined();
  });
});
