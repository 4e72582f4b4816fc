import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../toast';
import { ToastHost } from '../toast-host';

// The toaster's chunk cannot load (offline, or a deployment replaced it).
vi.mock('../toaster', () => {
  throw new Error('ChunkLoadError: Loading chunk 5332 failed.');
});

describe('toast host without its code', () => {
  it('keeps the page when a toast is raised and the toaster cannot load (was: a blank /pstools offline)', async () => {
    render(
      <>
        <p>The guestbook</p>
        <ToastHost />
      </>,
    );
    void showToast('System error. Please try again later.', { variant: 'error' });
    // Long enough for the failed import to settle and React to render what follows it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByText('The guestbook')).toBeInTheDocument();
  });
});
