import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { compileMessages } from '@/lib/messages';
import { showToast } from '../toast';
import { ToastHost } from '../toast-host';

describe('toasts loaded on demand', () => {
  it('mounts the stack with the first toast: no duplicates, at most 3, a close button', async () => {
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={compileMessages(en)} timeZone="Asia/Jakarta">
        <ToastHost />
      </NextIntlClientProvider>,
    );
    // Nothing of notistack is mounted before a toast is needed.
    expect(container).toBeEmptyDOMElement();

    // Not awaited inside act: the toast waits for the stack React mounts in between.
    const first = [
      showToast('Network down', { variant: 'error', preventDuplicate: true }),
      showToast('Network down', { variant: 'error', preventDuplicate: true }),
    ];
    // The first toast loads notistack with a dynamic import: allow for a loaded machine, not only for React.
    expect(await screen.findByText('Network down', {}, { timeout: 10_000 })).toBeInTheDocument();
    await act(async () => {
      await Promise.all(first);
    });
    expect(screen.getAllByText('Network down')).toHaveLength(1);

    await act(async () => {
      for (const n of [1, 2, 3]) await showToast(`Toast ${n}`);
    });
    await waitFor(() => expect(screen.queryByText('Network down')).not.toBeInTheDocument());
    expect(screen.getByText('Toast 3')).toBeInTheDocument();

    const closes = screen.getAllByRole('button', { name: en.Common.close });
    expect(closes.length).toBeGreaterThan(0);
    await userEvent.click(closes[closes.length - 1]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: en.Common.close }).length).toBeLessThan(closes.length),
    );
  });
});
