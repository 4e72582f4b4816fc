/**
 * How a refused save travels from a zod rule set to the field it is about, for the rule sets both a service and a
 * back-office form use (e.g. plugins/financing/financing-rules.ts). Pure: the dashboard's Vite build loads it too.
 */
import type { z } from 'zod/v3';

/** "field: message; field: message" for a refused value, the form the back office maps back to its fields. */
export function describeProblems(error: z.ZodError): string {
    return error.issues.map(i => `${i.path.join('.')}: ${i.message}`).join('; ');
}

/**
 * The first problem of a server refusal "<title>: field: message; …" about a field `isField` accepts (a list of
 * names, or a test for paths such as `weeklyHours.3.close`): that field and its words.
 */
export function problemIn<K extends string>(
    refusal: string,
    isField: readonly K[] | ((path: string) => path is K),
): { field: K; message: string } | null {
    const known = (path: string): path is K =>
        typeof isField === 'function' ? isField(path) : (isField as readonly string[]).includes(path);
    for (const problem of refusal.replace(/^[^:]*:\s*/, '').split(';')) {
        const [field, ...words] = problem.split(':');
        if (known(field.trim())) return { field: field.trim() as K, message: words.join(':').trim() };
    }
    return null;
}
