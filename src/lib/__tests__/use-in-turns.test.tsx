import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInTurns } from '../use-in-turns';

function Parts({ all = false }: { all?: boolean }) {
  const shown = useInTurns(3, all);
  return (
    <ol>
      {['details', 'addresses', 'settings'].slice(0, shown).map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ol>
  );
}

const shownParts = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useInTurns', () => {
  it('shows the first part at once and one more in each following task, until all are in', async () => {
    vi.useFakeTimers();
    try {
      render(<Parts />);
      expect(shownParts()).toEqual(['details']);
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(shownParts()).toEqual(['details', 'addresses']);
      await act(() => vi.advanceTimersToNextTimerAsync());
      expect(shownParts()).toEqual(['details', 'addresses', 'settings']);
      // Nothing more is scheduled once every part is in.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows every part in the first render when asked to (a link to a part below)', () => {
    render(<Parts all />);
    expect(shownParts()).toEqual(['details', 'addresses', 'settings']);
  });
});
