import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { delay, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSessionToken } from '@/lib/cookies';
import { server, shopApi } from '@/testing/msw-server';
import { useShopQuery } from '../use-shop-query';

const MyPurchaseOrderQuery = parse(
  'query MyPurchaseOrder($code: String!) { myPurchaseOrder(code: $code) { code } }',
) as TypedDocumentNode<{ myPurchaseOrder: { code: string } }, { code: string }>;

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={{}} timeZone="Asia/Jakarta">
    {children}
  </NextIntlClientProvider>
);

/** Answers MyPurchaseOrder with the code asked for (as the order's code), after `wait(code)` ms. */
function answerOrders(wait: (code: string) => number = () => 0) {
  const asked: string[] = [];
  server.use(
    shopApi.query('MyPurchaseOrder', async ({ variables }) => {
      asked.push(variables.code);
      await delay(wait(variables.code));
      return HttpResponse.json({ data: { myPurchaseOrder: { code: variables.code } } });
    }),
  );
  return asked;
}

const shownCode = (data: { myPurchaseOrder: { code: string } } | undefined) => data?.myPurchaseOrder.code;

describe('useShopQuery', () => {
  beforeEach(() => saveSessionToken('session-1'));

  it('sends nothing while skipped, then asks once skip turns false', async () => {
    const asked = answerOrders();
    const { result, rerender } = renderHook(({ skip }) => useShopQuery(MyPurchaseOrderQuery, { code: 'A' }, { skip }), {
      wrapper,
      initialProps: { skip: true },
    });
    await act(() => delay(30));
    expect(asked).toEqual([]);
    expect(result.current).toMatchObject({ loading: false, data: undefined });
    rerender({ skip: false });
    await waitFor(() => expect(shownCode(result.current.data)).toBe('A'));
    expect(asked).toEqual(['A']);
  });

  it('shows no answer to the old variables while the new ones load, and keeps the answer during a refetch', async () => {
    answerOrders((code) => (code === 'B' ? 80 : 0));
    const { result, rerender } = renderHook(({ code }) => useShopQuery(MyPurchaseOrderQuery, { code }), {
      wrapper,
      initialProps: { code: 'A' },
    });
    await waitFor(() => expect(shownCode(result.current.data)).toBe('A'));
    rerender({ code: 'B' });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(shownCode(result.current.data)).toBe('B'));
    act(() => void result.current.refetch());
    expect(result.current.loading).toBe(true);
    expect(shownCode(result.current.data)).toBe('B');
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('never lets an earlier, slower answer replace a later one', async () => {
    let calls = 0;
    server.use(
      shopApi.query('MyPurchaseOrder', async () => {
        const call = ++calls;
        await delay(call === 1 ? 100 : 0);
        return HttpResponse.json({ data: { myPurchaseOrder: { code: `answer-${call}` } } });
      }),
    );
    const { result } = renderHook(() => useShopQuery(MyPurchaseOrderQuery, { code: 'A' }), { wrapper });
    act(() => void result.current.refetch());
    await waitFor(() => expect(shownCode(result.current.data)).toBe('answer-2'));
    await act(() => delay(150));
    expect(shownCode(result.current.data)).toBe('answer-2');
  });
});
