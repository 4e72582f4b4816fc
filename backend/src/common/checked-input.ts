import { UserInputError } from '@vendure/core';
import type { z } from 'zod/v3';

import { describeProblems } from './form-rules';

/**
 * A save's input parsed with the rule set its back-office form also uses; refused as "<title>: field: message; …",
 * which the form shows under each field (form-rules problemIn).
 */
export function checked<S extends z.ZodTypeAny>(schema: S, value: unknown, title: string): z.output<S> {
    const result = schema.safeParse(value);
    if (!result.success) throw new UserInputError(`${title}: ${describeProblems(result.error)}`);
    return result.data;
}
