import { describe, expect, it } from 'vitest';
import { type CaseTable, documentNumbersCases, profileCases, testRideCases, testRideProducts } from '../cases';
import { validateDocumentNumbers } from '../documents';
import { validateProfile } from '../profile';
import { testRideBookingInputSchema } from '../test-ride';
import { type FieldError, fieldErrorsOf } from '../validate';

/** Each table with the check the server runs on that input (the same function the form's schema is made of). */
const tables: Array<[string, CaseTable<Record<string, unknown>>, (values: Record<string, unknown>) => FieldError[]]> = [
  ['profile', profileCases, (values) => validateProfile(values)],
  [
    'document numbers',
    documentNumbersCases,
    (values) => {
      const result = validateDocumentNumbers(values);
      return result.ok ? [] : result.errors;
    },
  ],
  [
    'test-ride booking',
    testRideCases,
    (values) => fieldErrorsOf(testRideBookingInputSchema, values, { products: testRideProducts }),
  ],
];

describe.each(tables)('%s table', (_name, table, check) => {
  it('has at least 20 bad inputs, each labelled once', () => {
    expect(table.bad.length).toBeGreaterThanOrEqual(20);
    expect(new Set(table.bad.map((c) => `${c.field} ${c.label}`)).size).toBe(table.bad.length);
  });

  it.each(table.good)('accepts %o', (values) => {
    expect(check(values)).toEqual([]);
  });

  it.each(table.bad)('refuses $label in $field with $code', ({ field, value, code }) => {
    expect(check({ ...table.good[0], [field]: value })).toEqual([{ field, code }]);
  });
});
