import { publicEnv } from '@/config/env';

type AnalyticsEvent = { name: string; params?: Record<string, string | number | boolean | undefined> };
type Sink = (event: AnalyticsEvent) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let userId = 'guest';

/** Where events go once configured: the tag manager's data layer. Replaceable in tests. */
let sink: Sink | null = publicEnv.analyticsId
  ? (event) => {
      window.dataLayer = window.dataLayer || [];
      window.dataLayer.push({ event: event.name, user_id: userId, ...event.params });
    }
  : null;

export function setAnalyticsSink(next: Sink | null): void {
  sink = next;
}

/** The analytics user id: `guest` until a customer is loaded (SPEC §6). */
export function setAnalyticsUser(id: string | null): void {
  userId = id ?? 'guest';
}

/** Sends an event; does nothing until analytics is configured. */
export function track(name: string, params?: AnalyticsEvent['params']): void {
  if (!sink || typeof window === 'undefined') return;
  sink({ name, params: { ...params, user_id: userId } });
}
