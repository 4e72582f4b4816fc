import type { Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import id from '../../../messages/id.json';

const flatten = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([key, value]) =>
    // A compiled message (loadMessages) is an array: a leaf like a string.
    value && typeof value === 'object' && !Array.isArray(value)
      ? flatten(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe('messages', () => {
  it('en and id have the same keys', () => {
    expect(flatten(id).sort()).toEqual(flatten(en).sort());
  });

  it('formats no number with Intl: a count is written {count}, not "#", and no argument is {x, number} (issue 19)', () => {
    // Both make use-intl construct an Intl.NumberFormat, and a page's first one initialises ICU's number data
    // (30–130 ms of main thread on a desktop): numbers come formatted (formatDecimal, formatRupiah) or as plain
    // counts. A rider count keeps "#" for its thousands separator.
    const leaves = (obj: object, prefix = ''): [string, unknown][] =>
      Object.entries(obj).flatMap(([key, value]) =>
        value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
      );
    for (const messages of [en, id]) {
      const formatting = leaves(messages).filter(
        ([, text]) => typeof text === 'string' && (/[{(]# /.test(text) || /\{\w+, number/.test(text)),
      );
      expect(formatting.map(([key]) => key)).toEqual(['Leaderboard.cityLine']);
    }
  });

  it('carries the exact SPEC wording for the sign-in error', () => {
    expect(en.Login.invalidCredentials).toBe('The email or password is incorrect.');
    expect(en.Errors.default).toBe('System error. Please try again later.');
  });
});

describe('loadMessages with namespaces', () => {
  it('sends the layout namespaces and the page ones only, the same in en and id', async () => {
    const [{ loadMessages }, { LAYOUT_NAMESPACES }] = await Promise.all([import('../messages'), import('../i18n')]);
    const [enPicked, idPicked] = await Promise.all([loadMessages('en', ['Shop']), loadMessages('id', ['Shop'])]);
    expect(Object.keys(enPicked).sort()).toEqual([...LAYOUT_NAMESPACES, 'Shop'].sort());
    expect(flatten(idPicked).sort()).toEqual(flatten(enPicked).sort());
    expect(Object.keys(await loadMessages('en'))).toEqual(Object.keys(en));
  });

  it('sends the messages compiled, and use-intl formats them with their arguments and plurals', async () => {
    const { loadMessages } = await import('../messages');
    const { createTranslator } = await import('next-intl');
    const [enMessages, idMessages] = await Promise.all([loadMessages('en', []), loadMessages('id', [])]);
    expect(Array.isArray((enMessages.Cart as Record<string, unknown>).linkWithCount)).toBe(true);
    const enCart = createTranslator({ locale: 'en', messages: enMessages as Messages, namespace: 'Cart' });
    expect(enCart('linkWithCount', { count: 1 })).toBe('Cart, 1 item');
    expect(enCart('linkWithCount', { count: 3 })).toBe('Cart, 3 items');
    const idFooter = createTranslator({ locale: 'id', messages: idMessages as Messages, namespace: 'Footer' });
    expect(idFooter('copyright', { year: 2026 })).toBe('© 2026 Alva. Hak cipta dilindungi undang-undang.');
  });
});
