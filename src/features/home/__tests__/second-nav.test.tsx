import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { renderWithProviders } from '@/testing/render';
import { SecondNav } from '../components/second-nav';
import { HOME_SECTIONS } from '../constants';

/** jsdom has no IntersectionObserver: a fake one that lets the test say what is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(public callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {}
}

function report(id: string, isIntersecting: boolean) {
  const observer = FakeObserver.all.find((o) => o.targets.some((t) => t.id === id))!;
  const target = observer.targets.find((t) => t.id === id)!;
  act(() => observer.callback([{ target, isIntersecting }]));
}

describe('SecondNav', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    for (const id of ['hero', ...HOME_SECTIONS.map((s) => s.id)]) {
      const el = document.createElement('section');
      el.id = id;
      document.body.appendChild(el);
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.querySelectorAll('section').forEach((el) => el.remove());
  });

  it('marks the section in view while the bar sticks, and none once back at the top', () => {
    renderWithProviders(<SecondNav heroId="hero" />);
    const nav = screen.getByRole('navigation', { name: en.HomePage.subNavLabel });
    const current = () => nav.querySelector('[aria-current="true"]')?.textContent ?? null;
    expect(current()).toBeNull();

    report('hero', false);
    report('ride', true);
    expect(current()).toBe(en.HomePage.subNav.testRide);

    report('hero', true);
    expect(current()).toBeNull();
    expect(nav).toHaveAttribute('data-active', 'false');
  });
});
