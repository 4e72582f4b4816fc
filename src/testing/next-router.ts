import { vi } from 'vitest';

/** A minimal Next router for component tests: records pushes, fixed locale and path. */
export function mockNextRouter(overrides: Partial<{ locale: string; pathname: string; asPath: string }> = {}) {
  const router = {
    locale: 'en',
    locales: ['en', 'id'],
    defaultLocale: 'en',
    pathname: '/',
    asPath: '/',
    query: {},
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    prefetch: vi.fn(async () => undefined),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    isFallback: false,
    isReady: true,
    ...overrides,
  };
  return router;
}
