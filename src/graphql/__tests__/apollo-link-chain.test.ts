import { gql } from '@apollo/client';
import { GraphQLError } from 'graphql';
import Cookies from 'js-cookie';
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieNames, saveSessionToken } from '@/lib/cookies';
import { server, shopApi } from '@/testing/msw-server';
import { configureBrowserClient, getBrowserApolloClient } from '../apollo-client';
import { shopRequest } from '../shop-request';

const Ping = gql`
  query Ping {
    ping
  }
`;
const ProfileCustomer = gql`
  query ProfileCustomer {
    profileCustomer {
      id
    }
  }
`;

const hooks = {
  notify: vi.fn(),
  onUnauthorized: vi.fn(),
  defaultMessage: () => 'System error. Please try again later.',
};

beforeEach(() => {
  hooks.notify.mockReset();
  hooks.onUnauthorized.mockReset();
  configureBrowserClient('id', hooks);
});

const run = (query = Ping) =>
  getBrowserApolloClient()
    .query({ query })
    .catch((error: unknown) => error);

describe('Apollo link chain', () => {
  it('sends the bearer token, the extra authorization and API key headers, and the language', async () => {
    Cookies.set(cookieNames.sessionToken, 'tok-123');
    let seen: { auth: string | null; extra: string | null; key: string | null; url: string } | undefined;
    server.use(
      shopApi.query('Ping', ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          extra: request.headers.get('x-extra-authorization'),
          key: request.headers.get('x-api-key'),
          url: request.url,
        };
        return HttpResponse.json({ data: { ping: 'pong' } });
      }),
    );
    await run();
    expect(seen?.auth).toBe('Bearer tok-123');
    expect(seen?.extra).toBeTruthy();
    expect(seen?.key).toBeTruthy();
    expect(seen?.url).toContain('languageCode=id');
  });

  it('sends no Authorization header without a session', async () => {
    let auth: string | null = 'unset';
    server.use(
      shopApi.query('Ping', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: { ping: 'pong' } });
      }),
    );
    await run();
    expect(auth).toBeNull();
  });

  it('saves the vendure-auth-token response header in the session cookie', async () => {
    server.use(
      shopApi.query('Ping', () =>
        HttpResponse.json({ data: { ping: 'pong' } }, { headers: { 'vendure-auth-token': 'fresh-token' } }),
      ),
    );
    await run();
    expect(Cookies.get(cookieNames.sessionToken)).toBe('fresh-token');
  });

  // Vendure starts an anonymous session for each request that needs one and carries no token (and answers with the
  // token it was sent otherwise): a guest's requests sent together must end up in one session.
  it("sends a guest's simultaneous requests one after another, the later ones with the first one's session", async () => {
    Cookies.remove(cookieNames.sessionToken);
    const sentWith: Record<string, string | null> = {};
    const answer =
      (name: string, data: Record<string, unknown>, newSession: string) =>
      async ({ request }: { request: Request }) => {
        sentWith[name] = request.headers.get('authorization');
        await delay(name === 'Ping' ? 50 : 0);
        const token = sentWith[name]?.replace('Bearer ', '') ?? newSession;
        return HttpResponse.json({ data }, { headers: { 'vendure-auth-token': token } }) as never;
      };
    server.use(
      shopApi.query('Ping', answer('Ping', { ping: 'pong' }, 'first-session')),
      shopApi.query('ProfileCustomer', answer('ProfileCustomer', { profileCustomer: null }, 'second-session')),
    );
    await Promise.all([run(), run(ProfileCustomer)]);
    expect(sentWith).toEqual({ Ping: null, ProfileCustomer: 'Bearer first-session' });
    expect(Cookies.get(cookieNames.sessionToken)).toBe('first-session');
  });

  it('sends requests side by side once a session is saved', async () => {
    Cookies.set(cookieNames.sessionToken, 'tok-123');
    const finished: string[] = [];
    server.use(
      shopApi.query('Ping', async () => {
        await delay(100);
        finished.push('Ping');
        return HttpResponse.json({ data: { ping: 'pong' } });
      }),
      shopApi.query('ProfileCustomer', () => {
        finished.push('ProfileCustomer');
        return HttpResponse.json({ data: { profileCustomer: null } });
      }),
    );
    await Promise.all([run(), run(ProfileCustomer)]);
    expect(finished).toEqual(['ProfileCustomer', 'Ping']);
  });

  it('keeps the first new session when two requests sent with the same expired token each get one', async () => {
    Cookies.set(cookieNames.sessionToken, 'expired-session');
    server.use(
      shopApi.query('Ping', () =>
        HttpResponse.json({ data: { ping: 'pong' } }, { headers: { 'vendure-auth-token': 'first-session' } }),
      ),
      shopApi.query('ProfileCustomer', async () => {
        await delay(50);
        return HttpResponse.json(
          { data: { profileCustomer: null } },
          { headers: { 'vendure-auth-token': 'second-session' } },
        );
      }),
    );
    await Promise.all([run(), run(ProfileCustomer)]);
    expect(Cookies.get(cookieNames.sessionToken)).toBe('first-session');
  });

  it('replaces the token a request was sent with when Vendure answers with a new one', async () => {
    Cookies.set(cookieNames.sessionToken, 'expired-session');
    server.use(
      shopApi.query('Ping', () =>
        HttpResponse.json({ data: { ping: 'pong' } }, { headers: { 'vendure-auth-token': 'new-session' } }),
      ),
    );
    await run();
    expect(Cookies.get(cookieNames.sessionToken)).toBe('new-session');
  });

  it("a sign-in's token replaces the saved session even when another answer replaced the one it was sent with", async () => {
    Cookies.set(cookieNames.sessionToken, 'expired-session');
    server.use(
      shopApi.query('Ping', async () => {
        await delay(50);
        return HttpResponse.json({ data: { ping: 'pong' } }, { headers: { 'vendure-auth-token': 'signed-in' } });
      }),
      shopApi.query('ProfileCustomer', () =>
        HttpResponse.json({ data: { profileCustomer: null } }, { headers: { 'vendure-auth-token': 'anonymous' } }),
      ),
    );
    await Promise.all([
      getBrowserApolloClient().query({ query: Ping, context: { signIn: true } }),
      run(ProfileCustomer),
    ]);
    expect(Cookies.get(cookieNames.sessionToken)).toBe('signed-in');
  });

  it('toasts a GraphQL error message', async () => {
    server.use(
      shopApi.query('Ping', () => HttpResponse.json({ errors: [new GraphQLError('Stok tidak cukup').toJSON()] })),
    );
    await run();
    expect(hooks.notify).toHaveBeenCalledWith('Stok tidak cukup');
  });

  it.each([
    ['a FORBIDDEN code', { message: 'nope', extensions: { code: 'FORBIDDEN' } }, Ping],
    ['an ERR_CODE_001 message', { message: 'ERR_CODE_001: handled by caller' }, Ping],
    ['a profileCustomer path', { message: 'session gone', path: ['profileCustomer'] }, ProfileCustomer],
  ])('does not toast %s', async (_label, error, query) => {
    const name = query === Ping ? 'Ping' : 'ProfileCustomer';
    server.use(shopApi.query(name, () => HttpResponse.json({ data: null, errors: [error] })));
    await run(query);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    ['FORBIDEN code', { message: 'x', extensions: { code: 'FORBIDEN' } }],
    ['Unauthorized message', { message: 'Unauthorized' }],
  ])('clears the session on %s', async (_label, error) => {
    server.use(shopApi.query('Ping', () => HttpResponse.json({ data: null, errors: [error] })));
    await run();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('toasts a network error with its status, and stays silent on 503', async () => {
    server.use(
      shopApi.query('Ping', () => HttpResponse.text('boom', { status: 502, statusText: 'Bad Gateway' }) as never),
    );
    await run();
    expect(hooks.notify).toHaveBeenCalledTimes(1);
    expect(hooks.notify.mock.calls[0][0]).toMatch(/^502 Bad Gateway/);

    hooks.notify.mockReset();
    server.use(shopApi.query('Ping', () => HttpResponse.text('maintenance', { status: 503 }) as never));
    await run();
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('routes the content client to its endpoint with its own API key', async () => {
    let contentKey: string | null = null;
    server.use(
      shopApi.query('Ping', ({ request }) => {
        contentKey = request.headers.get('x-content-api-key');
        return HttpResponse.json({ data: { ping: 'pong' } });
      }),
    );
    await getBrowserApolloClient().query({ query: Ping, context: { clientName: 'content' } });
    expect(contentKey).toBeTruthy();
  });
});

describe('shopRequest with toasts (the signed-in pages without Apollo) and the link chain', () => {
  beforeEach(() => saveSessionToken('tok-1'));

  // Each answer once through Apollo's chain and once through shopRequest: the same toasts and session handling.
  it.each([
    ['a GraphQL error', () => HttpResponse.json({ data: null, errors: [{ message: 'Stok tidak cukup' }] })],
    ['a GraphQL error without a message', () => HttpResponse.json({ data: null, errors: [{ message: '' }] })],
    ['two GraphQL errors', () => HttpResponse.json({ data: null, errors: [{ message: 'a' }, { message: 'b' }] })],
    [
      'a FORBIDDEN code',
      () => HttpResponse.json({ data: null, errors: [{ message: 'n', extensions: { code: 'FORBIDDEN' } }] }),
    ],
    ['an ERR_CODE_001 message', () => HttpResponse.json({ data: null, errors: [{ message: 'ERR_CODE_001: x' }] })],
    ['FORBIDEN', () => HttpResponse.json({ data: null, errors: [{ message: 'x', extensions: { code: 'FORBIDEN' } }] })],
    ['HTTP 502', () => HttpResponse.text('boom', { status: 502, statusText: 'Bad Gateway' })],
    ['HTTP 503', () => HttpResponse.text('maintenance', { status: 503 })],
    [
      'HTTP 500 from a proxy',
      () => new HttpResponse('<html>down</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
    ],
    ['HTTP 500 with GraphQL errors', () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })],
    ['a body that is not JSON', () => HttpResponse.text('<html>proxy</html>', { status: 200 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s', async (_label, answer) => {
    server.use(shopApi.query('Ping', answer as never));
    await run();
    const byApollo = { notify: [...hooks.notify.mock.calls], unauthorized: hooks.onUnauthorized.mock.calls.length };
    hooks.notify.mockReset();
    hooks.onUnauthorized.mockReset();
    saveSessionToken('tok-1');

    const failure = await shopRequest(Ping, {
      // The hooks' default message is the English one.
      locale: 'en',
      notify: hooks.notify,
      onUnauthorized: hooks.onUnauthorized,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect({ notify: hooks.notify.mock.calls, unauthorized: hooks.onUnauthorized.mock.calls.length }).toEqual(byApollo);
  });
});

describe('a guest’s first requests, through shopRequest and the link chain together', () => {
  const answerWithSession =
    (sentWith: Record<string, string | null>) =>
    (name: string, data: Record<string, unknown>, newSession: string) =>
    async ({ request }: { request: Request }) => {
      sentWith[name] = request.headers.get('authorization');
      await delay(50);
      const token = sentWith[name]?.replace('Bearer ', '') ?? newSession;
      return HttpResponse.json({ data }, { headers: { 'vendure-auth-token': token } }) as never;
    };

  it.each([
    ['shopRequest first', true],
    ['Apollo first', false],
  ])('start one session, the second request sent with the first one’s token (%s)', async (_label, plainFirst) => {
    Cookies.remove(cookieNames.sessionToken);
    const sentWith: Record<string, string | null> = {};
    const answer = answerWithSession(sentWith);
    server.use(
      shopApi.query('Ping', answer('Ping', { ping: 'pong' }, 'first-session')),
      shopApi.query('ProfileCustomer', answer('ProfileCustomer', { profileCustomer: null }, 'second-session')),
    );
    const plain = () => shopRequest(Ping, { locale: 'en', startSession: true });
    const apollo = () => run(ProfileCustomer);
    await Promise.all(plainFirst ? [plain(), apollo()] : [apollo(), plain()]);
    expect(sentWith).toEqual(
      plainFirst
        ? { Ping: null, ProfileCustomer: 'Bearer first-session' }
        : { ProfileCustomer: null, Ping: 'Bearer second-session' },
    );
    expect(Cookies.get(cookieNames.sessionToken)).toBe(plainFirst ? 'first-session' : 'second-session');
  });
});
