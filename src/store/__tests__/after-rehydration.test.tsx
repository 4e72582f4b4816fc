import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore, PERSIST_STORAGE_KEY } from '@/store';
import { AfterRehydration } from '@/store/after-rehydration';
import { useAppSelector } from '@/store/hooks';

/** What a flow shows from the persisted state: the chosen bike of the test ride. */
function ChosenBike() {
  return <p>bike {useAppSelector((s) => s.testDrive.productId)}</p>;
}

function Page({ store }: { store: ReturnType<typeof makeStore>['store'] }) {
  return (
    <Provider store={store}>
      <h1>Book a test ride</h1>
      <AfterRehydration fallback={<p>loading</p>}>
        <ChosenBike />
      </AfterRehydration>
    </Provider>
  );
}

/** The state a previous visit left in localStorage, as redux-persist writes it (each slice JSON in JSON). */
function persistChosenBike(productId: number) {
  localStorage.setItem(
    PERSIST_STORAGE_KEY,
    JSON.stringify({
      testDrive: JSON.stringify({ productId }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

afterEach(() => localStorage.clear());

describe('AfterRehydration', () => {
  it('shows the fallback until the persisted state is back, then the part with the persisted values', async () => {
    persistChosenBike(7);
    const { store } = makeStore();
    render(<Page store={store} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('bike 7')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('is the fallback on the server and while hydrating, even when the browser has already rehydrated', async () => {
    persistChosenBike(7);
    const html = renderToString(<Page store={makeStore().store} />);
    expect(html).toContain('loading');
    expect(html).not.toContain('bike');

    const { store } = makeStore();
    await new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        if (store.getState()._persist.rehydrated) resolve(unsubscribe());
      });
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page store={store} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('bike 7');
    container.remove();
  });
});
