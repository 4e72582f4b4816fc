import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { takeSessionStartTurn } from '../session-start-turn';

/**
 * While no session token is saved, lets one request go at a time (session-start-turn.ts says why); once a token is
 * saved, requests go out side by side as usual.
 */
export function createSessionStartLink(getToken: () => string | undefined) {
  return new ApolloLink((operation, forward) => {
    if (getToken()) return forward(operation);
    return new Observable((observer) => {
      const { turn, release } = takeSessionStartTurn();
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
