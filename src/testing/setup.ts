import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetCurrentCustomer } from '@/features/accounts/current-customer-store';
import { getBrowserApolloClient } from '@/graphql/apollo-client';
import { server } from './msw-server';

// An unhandled request fails the test: every call a component makes must be one we expect.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await getBrowserApolloClient().clearStore();
  resetCurrentCustomer();
  cleanup();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.localStorage.clear();
});
afterAll(() => server.close());
