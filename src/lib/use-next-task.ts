import { useEffect, useState } from 'react';

/**
 * False in the first render, true from a task of its own after it. A list that mounts many parts in one task (my EV:
 * each owned bike asks for its guests and its transfer requests) starts their requests here instead: each request
 * (Apollo's link chain, the session cookie, the fetch) is then a short task of its own rather than part of the
 * list's long one (issue 19).
 */
export function useNextTask(): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setNext(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return next;
}
