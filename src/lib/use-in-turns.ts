import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `count` parts to show: the first at once, then one more in each following task (a transition,
 * so React renders it in slices), instead of mounting them all in one commit. For a page of several forms that
 * arrives in the browser at once (/profile: 389 components mounted and, by react-hook-form's ready flag, 329 rendered
 * again in the same task, a single ~180 ms long task on a mid-range phone, issue 19). With `all`, every part at once:
 * a link to a part below (`#settings`) needs its target in the page to scroll to it.
 */
export function useInTurns(count: number, all = false): number {
  const [shown, setShown] = useState(all ? count : 1);
  useEffect(() => {
    if (shown >= count) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, count]);
  return shown;
}
