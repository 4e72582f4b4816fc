import { type ComponentType, type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const nothing = () => null;
const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates the server's HTML (the server snapshot, false, is what React reads then), false in every
 * later render: a part that is already loaded may show at once only outside hydration, which must match the HTML.
 */
export function useHydrating(): boolean {
  return !useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A part of a page that only the browser renders (a form, a map, the account menu), loaded after the page's shell:
 * the server and hydration render `placeholder` in its place, and the part replaces it once its code has arrived.
 *
 * This is what next/dynamic with `ssr: false` does, with one difference that matters on a phone (issue 19): next/dynamic
 * keeps the loaded state in an external store, so React mounts the part in one synchronous render (a whole booking
 * form was a single 200 ms task at full CPU speed, 4x that on a mid-range phone). Here the part mounts in a
 * transition, which React renders in short slices with input handled between them; only the commit is one task.
 */
export function browserPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: () => ReactNode = nothing,
): ComponentType<P> {
  // Kept once loaded: a later mount (client-side navigation back to the page) shows the part straight away.
  let loaded: ComponentType<P> | null = null;
  const Placeholder = placeholder;

  function BrowserPart(props: P) {
    // While hydrating, the placeholder, as the server rendered it, even when another instance has already loaded
    // the part.
    const hydrating = useHydrating();
    const [Part, setPart] = useState<ComponentType<P> | null>(() => (hydrating ? null : loaded));
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      // Each part asks for its code in a task of its own: the page's parts mount together, and asking for all their
      // chunks at once (a script element each, a dozen on a sign-in page) made one long task after hydration.
      const start = setTimeout(() =>
        load().then(
          (component) => {
            loaded = component;
            if (mounted) startTransition(() => setPart(() => component));
          },
          (error: unknown) => mounted && setFailure(() => error),
        ),
      );
      return () => {
        mounted = false;
        clearTimeout(start);
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per mount
    }, []);
    // A chunk that failed to load (offline, a new deployment) goes to the error boundary, as with next/dynamic.
    if (failure) throw failure;
    return Part ? <Part {...props} /> : <Placeholder />;
  }
  return BrowserPart;
}
