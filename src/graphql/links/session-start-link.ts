import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * While no session token is saved, lets one request go at a time. Vendure starts a new anonymous session for every
 * request that needs one and carries no token, so a guest's requests sent together (the header's cart query and an
 * "Add to cart", the purchase page's first queries) would each get their own session, and the cart or order could
 * end up in one the browser does not keep. The next request waits until the first has answered and its token is
 * saved, and is then sent with it. Once a token is saved, requests go out side by side as usual.
 */
export function createSessionStartLink(getToken: () => string | undefined) {
  let previous: Promise<void> = Promise.resolve();
  return new ApolloLink((operation, forward) => {
    if (getToken()) return forward(operation);
    return new Observable((observer) => {
      let release!: () => void;
      const turn = previous;
      previous = new Promise<void>((resolve) => (release = resolve));
      let subscription: Subscription | undefined;
      let cancelled = false;
      void turn.then(() => {
        if (cancelled) return;
        // A session exists by now: the requests behind this one need not wait for its answer.
        if (getToken()) release();
        subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error) => {
            release();
            observer.error(error);
          },
          complete: () => {
            release();
            observer.complete();
          },
        });
      });
      return () => {
        cancelled = true;
        subscription?.unsubscribe();
        release();
      };
    });
  });
}
