import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Same lists as ../lead-rules.ts (the server accepts only these). Labels are messages: kit's `labelOf(i18n, …)`. */
export const SOURCE_LABELS: Record<string, MessageDescriptor> = {
    'monthly-cost': msg`Monthly-cost calculator`,
    'dp-simulation': msg`Down-payment simulation`,
};
export const TOPIC_LABELS: Record<string, MessageDescriptor> = {
    product: msg`Product`,
    purchase: msg`Purchase`,
    'test-ride': msg`Test ride`,
    service: msg`Service`,
    battery: msg`Battery`,
    partnership: msg`Partnership`,
    other: msg`Other`,
};
