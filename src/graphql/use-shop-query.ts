import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLocale } from 'next-intl';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { endSessionAndGoHome } from '@/lib/session';
import { ShopRequestError, shopRequest } from './shop-request';

// As the app's Apollo provider shows them.
const toastError = (message: string) => void showToast(message, { variant: 'error', preventDuplicate: true });

interface ShopQueryState<TData> {
  data?: TData;
  /** The variables `data` answers. */
  variablesKey?: string;
  error?: ShopRequestError;
  loading: boolean;
}

/**
 * `shopRequest` bound to the page's language, SPEC §8's toasts, the session's end (FORBIDEN sends the customer home)
 * and a guest's session start, as Apollo's link chain handles them: a page's reads and changes without Apollo's
 * client (issue 19).
 */
export function useShopRequest() {
  const locale = useLocale();
  return useCallback(
    <TData, TVariables extends Record<string, unknown>>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
    ) =>
      shopRequest(document, {
        locale,
        variables,
        notify: toastError,
        onUnauthorized: () => endSessionAndGoHome(locale),
        startSession: true,
      }),
    [locale],
  );
}

/**
 * A query read without Apollo's client (graphql/shop-request.ts): Apollo's client costs a mid-range phone ~200 ms of
 * main-thread work to load (issue 19), and a page that only reads and sends requests needs none of it. As the pages
 * used Apollo's queries: the last answer stays shown while `refetch` asks again (not once the variables change), an
 * answer to an earlier request never replaces a later one, and `skip` sends nothing until it turns false.
 */
export function useShopQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  { skip = false }: { skip?: boolean } = {},
) {
  const request = useShopRequest();
  const [state, setState] = useState<ShopQueryState<TData>>({ loading: true });
  const latest = useRef(0);
  const variablesKey = JSON.stringify(variables ?? null);
  const refetch = useCallback(() => {
    const asked = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    // The answer renders in a transition: React renders what it shows in short slices with input handled between
    // them, not in one task (a bike's card with its guests and requests was a 100 ms task on a mid-range phone).
    return request(document, (JSON.parse(variablesKey) as TVariables | null) ?? undefined).then(
      (data) => {
        if (asked === latest.current) startTransition(() => setState({ data, variablesKey, loading: false }));
      },
      (error: unknown) => {
        const failure = error instanceof ShopRequestError ? error : new ShopRequestError(String(error), []);
        if (asked !== latest.current) return;
        startTransition(() =>
          setState((s) => ({
            data: s.variablesKey === variablesKey ? s.data : undefined,
            variablesKey,
            error: failure,
            loading: false,
          })),
        );
      },
    );
  }, [document, request, variablesKey]);
  useEffect(() => {
    if (!skip) void refetch();
  }, [refetch, skip]);
  // Skipped: nothing asked, nothing shown (as Apollo's `skip`).
  if (skip) return { data: undefined, error: undefined, loading: false, refetch };
  // New variables: until their answer, an earlier one is not theirs (as Apollo's `data`).
  if (state.variablesKey !== variablesKey) return { data: undefined, error: undefined, loading: true, refetch };
  return { ...state, refetch };
}
