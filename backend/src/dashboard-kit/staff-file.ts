import { useEffect, useState } from 'react';

/** The dashboard keeps its bearer token here (tokenMethod 'bearer'); an <img> cannot send it, so fetch the bytes. */
const SESSION_TOKEN_KEY = 'vendure-session-token';

/**
 * A file only staff may see (a payment proof, an identity document's photo), fetched with the staff member's token
 * once `show()` is called (the server logs every view): its object URL once loaded, or `failed`.
 */
export function useStaffFile(path: string) {
    const [shown, setShown] = useState(false);
    const [url, setUrl] = useState<string | null>(null);
    const [failed, setFailed] = useState(false);
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
            .catch(() => setFailed(true));
        return () => {
            if (objectUrl) URL.revokeObjectURL(objectUrl);
        };
    }, [shown, path]);
    return { shown, show: () => setShown(true), url, failed };
}
