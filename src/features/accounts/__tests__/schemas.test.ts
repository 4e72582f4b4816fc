import { describe, expect, it } from 'vitest';
import { validateLogin } from '../schemas';

describe('validateLogin', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'required', password: 'required' },
    ],
    [{ email: '   ', password: 'x' }, { email: 'required' }],
    [{ email: 'budi', password: 'x' }, { email: 'invalidEmail' }],
    [{ email: 'budi@alva', password: 'x' }, { email: 'invalidEmail' }],
    [{ email: 'bu di@alva.id', password: 'x' }, { email: 'invalidEmail' }],
    [{ email: 'budi.santoso+ev@alva.co.id', password: 'x' }, {}],
    [{ email: `${'a'.repeat(250)}@x.id`, password: 'x' }, { email: 'invalidEmail' }],
    [{ email: 'budi@alva.id', password: 'secret' }, {}],
  ])('%j -> %j', (values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });
});
