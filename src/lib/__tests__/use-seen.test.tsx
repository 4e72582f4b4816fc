import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeen } from '../use-seen';

/** jsdom has no IntersectionObserver: a fake one that lets the test say how much of the element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(public callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function inView(ratio: number) {
  const observer = FakeObserver.all.at(-1)!;
  act(() => observer.callback([{ target: observer.targets[0], isIntersecting: ratio > 0, intersectionRatio: ratio }]));
}

function Heavy() {
  const [ref, seen] = useSeen<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'the map' : 'placeholder'}</div>;
}

describe('useSeen', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stays false until a quarter of the element has been on screen, then true for good', () => {
    render(<Heavy />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    inView(0.1);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    inView(0.3);
    expect(screen.getByText('the map')).toBeInTheDocument();
    expect(FakeObserver.all[0].disconnected).toBe(true);
    // Scrolled away again: the part stays (it is not unloaded and loaded again).
    inView(0);
    expect(screen.getByText('the map')).toBeInTheDocument();
  });

  it('is true at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Heavy />);
    expect(screen.getByText('the map')).toBeInTheDocument();
  });
});
