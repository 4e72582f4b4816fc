import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';

/** Same lists as ../lead-rules.ts (the server accepts only these). Labels are messages: kit's `labelOf(i18n, …)`. */
export const SOURCE_LABELS: Record<string, MessageDescriptor> = {
    'monthly-cost': msg`Monthly-cost calculator`,
    'dp-simulation': msg`Down-payment simulation`,
};
export const TOPIC_LABELS: Record<string, MessageDescriptor> = {
    product: msg`Product`,
    purchase: msg`Purchase`,
    'test-ride': msg`Test ride`,
    service: msg`Service`,
    battery: msg`Battery`,
    partnership: msg`Partnership`,
    other: msg`Other`,
};
export const LANGUAGE_LABELS: Record<string, MessageDescriptor> = { en: msg`English`, id: msg`Indonesian` };

/** A read-only definition list. */
export function Details({ rows }: Readonly<{ rows: Array<[string, ReactNode]> }>) {
    return (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            {rows.map(([term, value]) => (
                <div key={term} className="contents">
                    <dt className="text-muted-foreground">{term}</dt>
                    <dd className="whitespace-pre-wrap break-words">{value ?? '—'}</dd>
                </div>
            ))}
        </dl>
    );
}
