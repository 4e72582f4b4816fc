import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, newPasswordFormSchema, emailLinkRequestSchema, signInSchema } from '../account';
import { fieldErrorsOf } from '../validate';

describe('signInSchema', () => {
  it.each([
    [
      { email: '', password: '' },
      [
        { field: 'email', code: 'REQUIRED' },
        { field: 'password', code: 'REQUIRED' },
      ],
    ],
    [{ email: '   ', password: 'x' }, [{ field: 'email', code: 'REQUIRED' }]],
    [{ email: 'budi', password: 'x' }, [{ field: 'email', code: 'EMAIL_FORMAT' }]],
    [{ email: 'bu di@alva.id', password: 'x' }, [{ field: 'email', code: 'EMAIL_FORMAT' }]],
    [{ email: `${'a'.repeat(250)}@x.id`, password: 'x' }, [{ field: 'email', code: 'TOO_LONG' }]],
    [{ email: 'budi@alva.id', password: 'x'.repeat(129) }, [{ field: 'password', code: 'PASSWORD_TOO_LONG' }]],
    [{ email: 'budi.santoso+ev@alva.co.id', password: 'x' }, []],
  ])('%j', (values, expected) => {
    expect(fieldErrorsOf(signInSchema, values)).toEqual(expected);
  });
});

describe('emailLinkRequestSchema', () => {
  it('answers the field the server names (emailAddress)', () => {
    expect(fieldErrorsOf(emailLinkRequestSchema, { emailAddress: 'budi@alva' })).toEqual([
      { field: 'emailAddress', code: 'EMAIL_FORMAT' },
    ]);
    expect(fieldErrorsOf(emailLinkRequestSchema, { emailAddress: 'budi@alva.id' })).toEqual([]);
  });
});

describe('password forms', () => {
  it.each([
    [
      { newPassword: '', retypePassword: '' },
      [
        { field: 'newPassword', code: 'REQUIRED' },
        { field: 'retypePassword', code: 'REQUIRED' },
      ],
    ],
    [{ newPassword: 'short1', retypePassword: 'short1' }, [{ field: 'newPassword', code: 'PASSWORD_TOO_SHORT' }]],
    [{ newPassword: 'onlyletters', retypePassword: 'onlyletters' }, [{ field: 'newPassword', code: 'PASSWORD_WEAK' }]],
    [
      { newPassword: 'New2026pass', retypePassword: 'New2026pasz' },
      [{ field: 'retypePassword', code: 'PASSWORD_MISMATCH' }],
    ],
    [{ newPassword: 'New2026pass', retypePassword: 'New2026pass' }, []],
  ])('new password %j', (values, expected) => {
    expect(fieldErrorsOf(newPasswordFormSchema, values)).toEqual(expected);
  });

  it.each([
    [
      { oldPassword: '', newPassword: 'New2026pass', retypePassword: 'New2026pass' },
      [{ field: 'oldPassword', code: 'REQUIRED' }],
    ],
    [
      { oldPassword: 'Old2026pass', newPassword: 'Old2026pass', retypePassword: 'Old2026pass' },
      [{ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' }],
    ],
    [{ oldPassword: 'Old2026pass', newPassword: 'New2026pass', retypePassword: 'New2026pass' }, []],
  ])('change %j', (values, expected) => {
    expect(fieldErrorsOf(changePasswordFormSchema, values)).toEqual(expected);
  });
});
