import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHydrating } from './browser-part';

/** How long after a pointer is lifted the shell may still get that tap's focus and click. */
const TAP_SETTLE_MS = 300;

/** What the static shell held when the part replaced it. */
export interface ShellHandoff {
  /** The shell's controls by name, as typed: text as a string, a checkbox as a boolean, a radio group as its value. */
  values: Record<string, string | boolean>;
  /** The shell's form was submitted before the part arrived: the part submits it once it has mounted. */
  submit: boolean;
  /** The id of the shell's control that had the focus (the part's control of that id gets it back). */
  focusedId: string | null;
}

/** The part receives what the shell held (none when it mounts without a shell: its code was already loaded). */
export type HandoffProps = { handoff?: ShellHandoff | null };

/** Whether someone used the shell before the form took over: typed in it or submitted it (not a pointer passing by). */
export const handoffShowsUse = (handoff: ShellHandoff | null | undefined) =>
  Boolean(
    handoff && (handoff.submit || Object.values(handoff.values).some((value) => value !== '' && value !== false)),
  );

/**
 * A form that loads its code when someone starts to use it (issue 19). The server renders `Shell`: the form's own
 * fields in plain HTML (written once, rendered by the shell kit instead of the form kit), so the page shows the whole
 * form at once and loads no form library, no rules and no GraphQL client until a visitor reaches for it: a pointer
 * over or on it, the focus in it, a submit. `eager` starts the loading right after hydration (e.g. a link that fills
 * a field in).
 *
 * The part replaces the shell once its code has arrived and neither the focus nor a finger is on the shell (the focus
 * would lose its caret and, on a phone, the keyboard; a tap its target), or when the shell's form is submitted. It
 * gets what was typed (`handoff.values`) as its default values, and a submit of the shell is sent again by the part's
 * form. Code that fails to load is asked for again on the next use; after a submit the failure goes to the error
 * boundary, as with next/dynamic.
 */
export function partOnInteraction<P extends object>(
  load: () => Promise<ComponentType<P & HandoffProps>>,
  Shell: ComponentType<P>,
): ComponentType<P & { eager?: boolean }> {
  // Kept once loaded: a later mount (client-side navigation back to the page) shows the part straight away.
  let loaded: ComponentType<P & HandoffProps> | null = null;

  function OnInteraction({ eager = false, ...props }: P & { eager?: boolean }) {
    const hydrating = useHydrating();
    const [swapped, setSwapped] = useState<{
      Part: ComponentType<P & HandoffProps>;
      handoff: ShellHandoff | null;
    } | null>(() => (!hydrating && loaded ? { Part: loaded, handoff: null } : null));
    const [failure, setFailure] = useState<unknown>(null);
    const root = useRef<HTMLDivElement>(null);
    const start = useRef<() => void>(() => undefined);

    useEffect(() => {
      const element = root.current;
      if (swapped || !element) return;
      let listening = true;
      let started = false;
      let submitted = false;
      // A tap on a phone focuses its control only after the finger is lifted (the click that follows): the control
      // must still be there then.
      let pressed = false;
      let part: ComponentType<P & HandoffProps> | null = null;
      const begin = () => start.current();
      const onPointerDown = () => {
        pressed = true;
        start.current();
      };
      const onPointerUp = () => {
        if (!pressed) return;
        pressed = false;
        setTimeout(swap, TAP_SETTLE_MS);
      };
      const onSubmit = (event: Event) => {
        event.preventDefault();
        submitted = true;
        start.current();
        swap();
      };
      const onFocusOut = (event: FocusEvent) => {
        if (!element.contains(event.relatedTarget as Node | null)) setTimeout(swap);
      };
      const listeners: [EventTarget, string, EventListener][] = [
        [element, 'pointerover', begin],
        [element, 'focusin', begin],
        [element, 'pointerdown', onPointerDown],
        [document, 'pointerup', onPointerUp],
        [document, 'pointercancel', onPointerUp],
        [element, 'submit', onSubmit],
        [element, 'focusout', onFocusOut as EventListener],
      ];
      const stopListening = () => {
        listening = false;
        for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      };
      const swap = () => {
        if (!listening || !part || (!submitted && (pressed || element.contains(document.activeElement)))) return;
        // The part's form takes over from here, its own submits included.
        stopListening();
        const focused = element.contains(document.activeElement) ? document.activeElement : null;
        const handoff = { values: readControls(element), submit: submitted, focusedId: focused?.id || null };
        // In the same task as the reading: nothing typed in between is lost.
        flushSync(() => setSwapped({ Part: part!, handoff }));
      };
      start.current = () => {
        if (started) return;
        started = true;
        load().then(
          (component) => {
            loaded = part = component;
            swap();
          },
          (error: unknown) => {
            started = false;
            if (listening && submitted) setFailure(() => error);
          },
        );
      };
      for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
      return stopListening;
    }, [swapped]);

    useEffect(() => {
      if (eager) start.current();
    }, [eager]);

    // The focus back on the control that had it, and a submit of the shell sent again by the part's form (its
    // validation, its focus on the first error).
    useLayoutEffect(() => {
      const handoff = swapped?.handoff;
      if (!handoff) return;
      if (handoff.focusedId) document.getElementById(handoff.focusedId)?.focus();
      if (handoff.submit) root.current?.querySelector('form')?.requestSubmit();
    }, [swapped]);

    if (failure) throw failure;
    const { Part, handoff = null } = swapped ?? {};
    return (
      <div ref={root} style={{ display: 'contents' }}>
        {Part ? <Part {...(props as P)} handoff={handoff} /> : <Shell {...(props as P)} />}
      </div>
    );
  }
  return OnInteraction;
}

/** The values of the controls in `root` by name, as react-hook-form reads them from the DOM. */
function readControls(root: HTMLElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[control.name] = control.checked;
    else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked) values[control.name] = control.value;
    } else values[control.name] = control.value;
  }
  return values;
}

/** The part's default values with what was typed in the shell over them (a dotted name sets a nested value). */
export function withHandoff<V extends object>(defaults: V, handoff: ShellHandoff | null | undefined): V {
  if (!handoff) return defaults;
  const values = structuredClone(defaults) as Record<string, unknown>;
  for (const [name, value] of Object.entries(handoff.values)) {
    const path = name.split('.');
    let target = values;
    for (const key of path.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = value;
  }
  return values as V;
}

/**
 * A part's form defaults: `defaults` with what was typed in the shell over them, built once per mount (a form reads
 * its defaults once; building them on every render re-cloned them at each keystroke).
 */
export function useHandoffDefaults<V extends object>(defaults: V, handoff: ShellHandoff | null | undefined): V {
  return useState(() => withHandoff(defaults, handoff))[0];
}
