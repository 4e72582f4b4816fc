import Cookies from 'js-cookie';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getCurrentCustomerState, loadCurrentCustomer, updateCurrentCustomer } from '../current-customer-store';
import { ProfileCustomerQuery } from '../graphql/accounts';
import { cookieNames, getSessionToken, saveSessionToken } from '@/lib/cookies';
import { server, shopApi } from '@/testing/msw-server';
import { ShopRequestError, shopRequest } from '@/graphql/shop-request';

const profile = (id: string, name: string) => ({
  __typename: 'ProfileCustomer',
  id,
  name,
  emailAddress: `${id}@x.example`,
});
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('shopRequest (the app shell’s requests without Apollo)', () => {
  it('sends the same headers and language as the Apollo chain and saves the token Vendure answers with', async () => {
    saveSessionToken('tok-1');
    let seen: Record<string, string | null> = {};
    server.use(
      shopApi.query('ProfileCustomer', ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          extra: request.headers.get('x-extra-authorization'),
          key: request.headers.get('x-api-key'),
          url: request.url,
        };
        return HttpResponse.json(
          { data: { profileCustomer: profile('7', 'Rina') } },
          { headers: { 'vendure-auth-token': 'tok-2' } },
        );
      }),
    );
    const data = await shopRequest(ProfileCustomerQuery, { locale: 'id' });
    expect(data.profileCustomer.name).toBe('Rina');
    expect(seen.auth).toBe('Bearer tok-1');
    expect(seen.extra).toBeTruthy();
    expect(seen.key).toBeTruthy();
    expect(seen.url).toContain('languageCode=id');
    expect(Cookies.get(cookieNames.sessionToken)).toBe('tok-2');
  });

  it('an empty token header ends the session', async () => {
    saveSessionToken('tok-1');
    server.use(
      shopApi.query('ProfileCustomer', () =>
        HttpResponse.json(
          { data: { profileCustomer: profile('7', 'Rina') } },
          { headers: { 'vendure-auth-token': '' } },
        ),
      ),
    );
    await shopRequest(ProfileCustomerQuery, { locale: 'en' });
    await nextTask();
    expect(getSessionToken()).toBeUndefined();
  });

  it('FORBIDEN / Unauthorized goes to onUnauthorized and rejects with the GraphQL errors; HTTP errors reject too', async () => {
    saveSessionToken('tok-1');
    const onUnauthorized = vi.fn();
    server.use(
      shopApi.query('ProfileCustomer', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Unauthorized', extensions: { code: 'FORBIDEN' } }] }),
      ),
    );
    const refused = await shopRequest(ProfileCustomerQuery, { locale: 'en', onUnauthorized }).catch((e) => e);
    expect(refused).toBeInstanceOf(ShopRequestError);
    expect(refused.errors[0].extensions.code).toBe('FORBIDEN');
    expect(onUnauthorized).toHaveBeenCalledOnce();

    server.use(shopApi.query('ProfileCustomer', () => HttpResponse.text('down', { status: 502 }) as never));
    const failed = await shopRequest(ProfileCustomerQuery, { locale: 'en' }).catch((e) => e);
    expect(failed).toMatchObject({ status: 502, errors: [] });
  });

  it('sends nothing without a saved token (a guest’s first request goes through Apollo’s session-start link)', async () => {
    // No handler: a request would fail the test.
    await expect(shopRequest(ProfileCustomerQuery, { locale: 'en' })).rejects.toThrow('No session');
  });
});

describe('current customer store', () => {
  it('asks once per session, again after a sign-in, and keeps no answer that came for an earlier token', async () => {
    saveSessionToken('guest');
    const asked: string[] = [];
    server.use(
      shopApi.query('ProfileCustomer', async ({ request }) => {
        const token = request.headers.get('authorization') ?? '';
        asked.push(token);
        if (token === 'Bearer guest') {
          // The guest's answer arrives after the sign-in's.
          await delay(50);
          return HttpResponse.json({
            data: null,
            errors: [{ message: 'Forbidden', path: ['profileCustomer'], extensions: { code: 'FORBIDDEN' } }],
          });
        }
        return HttpResponse.json({ data: { profileCustomer: profile('7', 'Rina') } });
      }),
    );
    loadCurrentCustomer();
    loadCurrentCustomer();
    saveSessionToken('signed-in');
    await vi.waitFor(() => expect(getCurrentCustomerState().status).toBe('ready'));
    await delay(80);
    expect(asked).toEqual(['Bearer guest', 'Bearer signed-in']);
    expect(getCurrentCustomerState()).toMatchObject({ token: 'signed-in', customer: { name: 'Rina' }, error: null });

    updateCurrentCustomer({ name: 'Rina W.' });
    expect(getCurrentCustomerState().customer?.name).toBe('Rina W.');
  });
});
