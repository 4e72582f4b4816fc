import type en from '../../messages/en.json';

type Messages = typeof en;
export type FormErrorCode = keyof Messages['FormErrors'];

/** The message a field of the form kit shows for a code, in the given language (the test's own rendering of it). */
export const errorText = (messages: Messages, code: FormErrorCode, field: string) =>
  messages.FormErrors[code].replace('{field}', field);
