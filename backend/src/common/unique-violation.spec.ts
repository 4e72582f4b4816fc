import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';

import { isUniqueViolation } from './unique-violation';

const failed = (message: string, driverError: object) =>
    new QueryFailedError('INSERT …', [], Object.assign(new Error(message), driverError));

describe('isUniqueViolation', () => {
    it("recognises PostgreSQL's unique_violation and SQLite's unique constraint", () => {
        expect(
            isUniqueViolation(failed('duplicate key value violates unique constraint "IDX_x"', { code: '23505' })),
        ).toBe(true);
        expect(
            isUniqueViolation(
                failed('SQLITE_CONSTRAINT: UNIQUE constraint failed: financing_area.code', {
                    code: 'SQLITE_CONSTRAINT',
                }),
            ),
        ).toBe(true);
    });

    it('leaves every other failure alone', () => {
        expect(
            isUniqueViolation(failed('null value in column "code" violates not-null constraint', { code: '23502' })),
        ).toBe(false);
        expect(isUniqueViolation(failed('FOREIGN KEY constraint failed', { code: 'SQLITE_CONSTRAINT' }))).toBe(false);
        expect(isUniqueViolation(new Error('UNIQUE constraint failed: not from the database'))).toBe(false);
    });
});
