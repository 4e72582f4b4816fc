import { render, screen } from '@testing-library/react';
import { act, Component, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { browserPart } from '../browser-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

/**
 * Hydrates `element` over the server's `html` in a container on the page; returns the errors React recovered from by
 * rendering again (a hydration mismatch) and a function that removes the container.
 */
async function hydrate(html: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (e) => recovered.push(e) });
  });
  return { recovered, remove: () => container.remove() };
}

describe('browserPart', () => {
  it('renders the placeholder on the server and while hydrating, then the loaded part with its props', async () => {
    const Part = browserPart(
      async () => Greeting,
      () => <p>Loading…</p>,
    );
    const html = renderToString(<Part name="Ayu" />);
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Hello');

    const { recovered, remove } = await hydrate(html, <Part name="Ayu" />);
    expect(await screen.findByText('Hello Ayu')).toBeInTheDocument();
    expect(recovered).toEqual([]); // the hydrated HTML matched: no mismatch recovered by rendering again
    remove();
  });

  it('hydrates as its placeholder even when another instance has already loaded the part', async () => {
    const Part = browserPart(
      async () => Greeting,
      () => <p>Loading…</p>,
    );
    // What the server (another process, where nothing has loaded) sent for the second instance.
    const html = renderToString(<Part name="Fajar" />);
    const first = render(<Part name="Eka" />);
    expect(await screen.findByText('Hello Eka')).toBeInTheDocument();
    first.unmount();

    const { recovered, remove } = await hydrate(html, <Part name="Fajar" />);
    expect(await screen.findByText('Hello Fajar')).toBeInTheDocument();
    expect(recovered).toEqual([]);
    remove();
  });

  it('shows an already loaded part at once when it mounts again', async () => {
    const Part = browserPart(async () => Greeting);
    const first = render(<Part name="Budi" />);
    expect(await screen.findByText('Hello Budi')).toBeInTheDocument();
    first.unmount();
    render(<Part name="Citra" />);
    expect(screen.getByText('Hello Citra')).toBeInTheDocument();
  });

  it('hands a part that fails to load to the error boundary', async () => {
    // React reports the caught error on the console; expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = browserPart<{ name: string }>(async () => {
      throw new Error('chunk failed');
    });
    render(
      <Boundary>
        <Part name="Dewi" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    consoleError.mockRestore();
  });

  it("asks for each part's code in a task of its own, not in the task that mounts them all (issue 19)", async () => {
    const loads: string[] = [];
    // What had asked for its code when the task of `name`'s request ended (a microtask runs at a task's end).
    const seenAtTaskEnd: Record<string, string[]> = {};
    const loader = (name: string) => async () => {
      loads.push(name);
      queueMicrotask(() => (seenAtTaskEnd[name] = [...loads]));
      return Greeting;
    };
    const First = browserPart(loader('first'));
    const Second = browserPart(loader('second'));
    render(
      <>
        <First name="Eko" />
        <Second name="Fitri" />
      </>,
    );
    expect(loads).toEqual([]); // mounted; nothing asked for in the task that mounted them
    expect(await screen.findByText('Hello Eko')).toBeInTheDocument();
    expect(await screen.findByText('Hello Fitri')).toBeInTheDocument();
    expect(seenAtTaskEnd).toEqual({ first: ['first'], second: ['first', 'second'] });
  });

  it('does not ask for the code of a part that is gone before its turn', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => Greeting);
      const Part = browserPart(load);
      const { unmount } = render(<Part name="Gita" />);
      unmount();
      await act(async () => vi.runAllTimersAsync());
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
