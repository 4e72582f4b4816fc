import type { ReactNode } from 'react';

/** Same lists as ../lead-rules.ts (the server accepts only these). */
export const SOURCE_LABELS: Record<string, string> = {
    'monthly-cost': 'Monthly-cost calculator',
    'dp-simulation': 'Down-payment simulation',
};
export const TOPIC_LABELS: Record<string, string> = {
    product: 'Product',
    purchase: 'Purchase',
    'test-ride': 'Test ride',
    service: 'Service',
    battery: 'Battery',
    partnership: 'Partnership',
    other: 'Other',
};
export const LANGUAGE_LABELS: Record<string, string> = { en: 'English', id: 'Indonesian' };


export function when(iso: string): string {
    return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export { errorText, rupiah } from '../../../dashboard-kit';

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
