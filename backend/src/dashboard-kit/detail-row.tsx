import type { ReactNode } from 'react';

/** One label/value line of a detail page's description list (`<dl>`): label a third, value two thirds. */
export function DetailRow({ label, children }: Readonly<{ label: string; children: ReactNode }>) {
    return (
        <div className="grid grid-cols-3 gap-2 py-1.5 border-b last:border-b-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="col-span-2">{children}</dd>
        </div>
    );
}
