import { Button } from '@vendure/dashboard';
import { type ReactNode, useEffect, useState } from 'react';

/** The dashboard keeps its bearer token here (tokenMethod 'bearer'); an <img> cannot send it, so fetch the bytes. */
const SESSION_TOKEN_KEY = 'vendure-session-token';

/**
 * A file only staff may see (a payment proof, an identity document's photo), behind a button: fetched with the staff
 * member's token once asked for (the server logs every view), then `children(url)` shows it (its object URL).
 */
export function StaffFile({
    path,
    showLabel,
    failed,
    loading,
    small = false,
    children,
}: Readonly<{
    path: string;
    showLabel: ReactNode;
    failed: ReactNode;
    loading: ReactNode;
    small?: boolean;
    children: (url: string) => ReactNode;
}>) {
    const [shown, setShown] = useState(false);
    const [url, setUrl] = useState<string | null>(null);
    const [failedToLoad, setFailedToLoad] = useState(false);
    useEffect(() => {
        if (!shown) return;
        let objectUrl: string | null = null;
        const token = localStorage.getItem(SESSION_TOKEN_KEY);
        fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' })
            .then(res => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
            .then(blob => {
                objectUrl = URL.createObjectURL(blob);
                setUrl(objectUrl);
            })
            .catch(() => setFailedToLoad(true));
        return () => {
            if (objectUrl) URL.revokeObjectURL(objectUrl);
        };
    }, [shown, path]);
    if (!shown)
        return (
            <Button variant="outline" size={small ? 'sm' : undefined} onClick={() => setShown(true)}>
                {showLabel}
            </Button>
        );
    if (failedToLoad)
        return (
            <p role="alert" className="text-destructive text-sm">
                {failed}
            </p>
        );
    if (!url)
        return (
            <p aria-live="polite" className="text-muted-foreground text-sm">
                {loading}
            </p>
        );
    return <>{children(url)}</>;
}
