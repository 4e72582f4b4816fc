import * as yup from 'yup';

/**
 * How a rule reports: a schema's tests fail with an error CODE as the message (never English text). The site
 * translates the code; the back end returns it as a field error of its ErrorResult.
 */
export interface FieldError<Code extends string = string> {
  field: string;
  code: Code;
}

/** A check in the style of the rule modules: null when the value is fine, otherwise the code. */
export type Check<Code extends string = string> = (value: string | null | undefined) => Code | null;

/**
 * A yup string field that runs one check and fails with its code. The value is not transformed: the server
 * normalises what it stores (normalizeText, toE164, ...) after the check, the form keeps what the person typed.
 */
export const checkedString = (check: Check, name = 'rule') =>
  yup
    .string()
    .typeError('INVALID_VALUE')
    .nullable()
    .test({
      name,
      test(value, ctx) {
        const code = check(value);
        return code ? ctx.createError({ message: code }) : true;
      },
    });

/** A field that must be one of the listed values: REQUIRED when missing, INVALID_VALUE otherwise. */
export const oneOfString = (values: readonly string[], name = 'oneOf') =>
  checkedString((value) => (!value ? 'REQUIRED' : values.includes(value) ? null : 'INVALID_VALUE'), name);

/**
 * Every failed rule of `values` as { field, code } (the first code per field, fields in schema order). Runs
 * synchronously: every rule in this package is synchronous. Unknown keys are ignored, as GraphQL already types them.
 */
export function fieldErrorsOf(schema: yup.AnyObjectSchema, values: unknown): FieldError[] {
  try {
    schema.validateSync(values ?? {}, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path ?? '';
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, code: String(inner.message) });
    }
    return errors;
  }
}
