import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, setAnalyticsUser, track } from '../analytics';

afterEach(() => {
  setAnalyticsSink(null);
  setAnalyticsUser(null);
});

describe('track', () => {
  it('does nothing until analytics is configured', () => {
    expect(() => track('page_view', { page_path: '/' })).not.toThrow();
  });

  it('sends events with the guest id until a customer is known, then with theirs', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    track('page_view', { page_path: '/id' });
    setAnalyticsUser('42');
    track('login', { method: 'session' });
    expect(sink.mock.calls.map(([event]) => event)).toEqual([
      { name: 'page_view', params: { page_path: '/id', user_id: 'guest' } },
      { name: 'login', params: { method: 'session', user_id: '42' } },
    ]);
  });
});
