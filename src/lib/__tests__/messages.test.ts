import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import id from '../../../messages/id.json';

const flatten = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('messages', () => {
  it('en and id have the same keys', () => {
    expect(flatten(id).sort()).toEqual(flatten(en).sort());
  });

  it('carries the exact SPEC wording for the sign-in error', () => {
    expect(en.Login.invalidCredentials).toBe('The email or password is incorrect.');
    expect(en.Errors.default).toBe('System error. Please try again later.');
  });
});
