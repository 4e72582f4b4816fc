import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { endSessionAndGoHome } from '@/lib/session';
import { ShopRequestError, shopRequest } from './shop-request';

interface ShopQueryState<TData> {
  data?: TData;
  error?: ShopRequestError;
  loading: boolean;
}

/**
 * A signed-in page's list (bookings, orders) fetched without Apollo (graphql/shop-request.ts): Apollo's client costs a
 * mid-range phone ~200 ms of main-thread work to load (issue 19), and a list only read needs none of it; the dialogs
 * that change something bring it when they open. Like Apollo's cache-and-network as these lists used it: the last
 * answer stays shown while `refetch` asks again, and an answer to an earlier request never replaces a later one.
 */
export function useShopQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) {
  const locale = useLocale();
  const [state, setState] = useState<ShopQueryState<TData>>({ loading: true });
  const latest = useRef(0);
  const variablesKey = JSON.stringify(variables ?? null);
  const refetch = useCallback(() => {
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    return shopRequest(document, {
      locale,
      variables: JSON.parse(variablesKey) ?? undefined,
      onUnauthorized: () => endSessionAndGoHome(locale),
    }).then(
      (data) => {
        if (request === latest.current) setState({ data, loading: false });
      },
      (error: unknown) => {
        const failure = error instanceof ShopRequestError ? error : new ShopRequestError(String(error), []);
        if (request === latest.current) setState((s) => ({ data: s.data, error: failure, loading: false }));
      },
    );
  }, [document, locale, variablesKey]);
  useEffect(() => {
    void refetch();
  }, [refetch]);
  return { ...state, refetch };
}
