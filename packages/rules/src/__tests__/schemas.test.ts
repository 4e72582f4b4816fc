import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { type CaseTable, contactMessageCases, marketingLeadCases } from '../cases';
import { fieldErrorsOf } from '../validate';
import { contactMessageSchema, marketingLeadSchema } from '../leads';

const tables: Array<[string, AnyObjectSchema, CaseTable<Record<string, unknown>>]> = [
  ['contact message', contactMessageSchema, contactMessageCases],
  ['marketing lead', marketingLeadSchema, marketingLeadCases],
];

describe.each(tables)('%s schema', (_name, schema, table) => {
  it('has at least 20 bad inputs', () => {
    expect(table.bad.length).toBeGreaterThanOrEqual(20);
  });

  it.each(table.good)('accepts %o', (values) => {
    expect(fieldErrorsOf(schema, values)).toEqual([]);
  });

  it.each(table.bad)('refuses $label in $field with $code', ({ field, value, code }) => {
    const values = { ...table.good[0], [field]: value };
    expect(fieldErrorsOf(schema, values)).toEqual([{ field, code }]);
  });

  it('answers REQUIRED for every missing field, in schema order', () => {
    const fields = Object.keys(schema.fields);
    expect(fieldErrorsOf(schema, {})).toEqual(fields.map((field) => ({ field, code: 'REQUIRED' })));
  });

  it('refuses a value of the wrong type with a code, not English text', () => {
    const field = Object.keys(schema.fields)[0];
    expect(fieldErrorsOf(schema, { ...table.good[0], [field]: 42 })).toEqual([{ field, code: 'INVALID_VALUE' }]);
  });
});
