import type { ListQueryOptions, VendureEntity } from '@vendure/core';

type Fields = Record<string, unknown>;

/**
 * Renames GraphQL field names to entity property names in list options (filter, including `_and`/`_or`, and
 * sort) before ListQueryBuilder sees them. Its `customPropertyMap` only reaches columns of related entities, not a
 * column of the listed entity under another name (ExperienceCenter.is_active → isActive, a booking's name →
 * guestName).
 */
export function renameListFields<T extends VendureEntity>(
    options: ListQueryOptions<T> | undefined,
    names: Record<string, string>,
): ListQueryOptions<T> | undefined {
    if (!options) return options;
    const rename = (fields: Fields): Fields =>
        Object.fromEntries(
            Object.entries(fields).map(([key, value]) =>
                key === '_and' || key === '_or' ? [key, (value as Fields[]).map(rename)] : [names[key] ?? key, value],
            ),
        );
    return {
        ...options,
        filter: options.filter ? (rename(options.filter as Fields) as ListQueryOptions<T>['filter']) : options.filter,
        sort: options.sort ? (rename(options.sort as Fields) as ListQueryOptions<T>['sort']) : options.sort,
    };
}
