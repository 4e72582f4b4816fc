import { useFormatter, useTranslations } from 'next-intl';
import { Notice } from '@/components/ui/native-button';

/** A failed look-up or cancel, as the page explains it. */
export type FindProblem =
  | { kind: 'notFound' }
  | { kind: 'tooMany'; retryAt: Date }
  | { kind: 'cancelled' }
  | { kind: 'past' }
  | { kind: 'slot' }
  | { kind: 'failed' };

type ErrorLike = { __typename: string; errorCode?: string; retryAfterSeconds?: number; status?: string };

/** The server's error answer to a look-up or a cancel, as the problem the page explains. */
export function problemOf(result: ErrorLike): FindProblem {
  switch (result.errorCode) {
    case 'BOOKING_NOT_FOUND':
      return { kind: 'notFound' };
    case 'TOO_MANY_ATTEMPTS':
      return { kind: 'tooMany', retryAt: new Date(Date.now() + (result.retryAfterSeconds ?? 0) * 1000) };
    case 'BOOKING_NOT_CHANGEABLE':
      return result.status === 'CANCELLED' ? { kind: 'cancelled' } : { kind: 'past' };
    case 'SLOT_FULL':
    case 'SLOT_UNAVAILABLE':
      return { kind: 'slot' };
    default:
      return { kind: 'failed' };
  }
}

/** The problem in the page's language (the retry time of a rate limit in Jakarta time). */
export function ProblemNotice({ problem }: { problem: FindProblem }) {
  const t = useTranslations('TestRideFind');
  const format = useFormatter();
  let text: string;
  if (problem.kind === 'tooMany') {
    const time = format.dateTime(problem.retryAt, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Jakarta',
    });
    text = t('errors.tooMany', { time });
  } else {
    text = t(`errors.${problem.kind}`);
  }
  return (
    <Notice severity={problem.kind === 'cancelled' || problem.kind === 'past' ? 'warning' : 'error'} role="alert">
      {text}
    </Notice>
  );
}
