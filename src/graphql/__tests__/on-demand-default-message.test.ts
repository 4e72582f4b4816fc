import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import id from '../../../messages/id.json';
import { DEFAULT_ERROR_MESSAGES } from '../shop-api-rules';

describe('default error message of on-demand pages (cart, lead and sign-in forms)', () => {
  it('is the message catalogue’s Errors.default in each language, so /id/cart never toasts English', () => {
    expect(DEFAULT_ERROR_MESSAGES).toEqual({ en: en.Errors.default, id: id.Errors.default });
  });
});
