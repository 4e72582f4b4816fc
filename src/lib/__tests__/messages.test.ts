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

describe('loadMessages with namespaces', () => {
  it('sends the layout namespaces and the page ones only, the same in en and id', async () => {
    const { loadMessages, LAYOUT_NAMESPACES } = await import('../i18n');
    const [enPicked, idPicked] = await Promise.all([loadMessages('en', ['Shop']), loadMessages('id', ['Shop'])]);
    expect(Object.keys(enPicked).sort()).toEqual([...LAYOUT_NAMESPACES, 'Shop'].sort());
    expect(flatten(idPicked).sort()).toEqual(flatten(enPicked).sort());
    expect(Object.keys(await loadMessages('en'))).toEqual(Object.keys(en));
  });
});
