import { QueryFailedError } from 'typeorm';

/**
 * Whether a write failed on a unique index: PostgreSQL's unique_violation (23505) or SQLite's "UNIQUE constraint
 * failed". A service checks "is this key taken?" before writing, to refuse with a message under the field; two saves
 * at the same moment both pass that check, and the index refuses the second: the same message is owed then.
 */
export function isUniqueViolation(error: unknown): boolean {
    if (!(error instanceof QueryFailedError)) return false;
    const driverError = error.driverError as { code?: unknown } | undefined;
    return driverError?.code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}
