import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether an element has been on screen: false until at least `fraction` of it has been in the viewport once, then
 * true for good. For heavy parts below the first screen (a map) that need not load for a visitor who never scrolls to
 * them. Without IntersectionObserver (an old browser), true at once.
 */
export function useSeen<T extends Element>(fraction = 0.25): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(false);
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || seen) return;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= fraction)) {
            setSeen(true);
            observer.disconnect();
          }
        },
        { threshold: fraction },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen, fraction],
  );
  return [ref, seen];
}
