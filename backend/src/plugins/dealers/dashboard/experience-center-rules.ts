import { t } from '@lingui/core/macro';
import { z } from '@vendure/dashboard';

import { failsWith, requiredText, slugRule } from '../../../dashboard-kit';

const coordinate = (limit: number, message: () => string) =>
    z
        .number(failsWith(message))
        .min(-limit)
        .max(limit);

/** What the form refuses before the server does (ExperienceCenterService checks the same on save). */
export const experienceCenterRules = {
    location: requiredText,
    address1: requiredText,
    city: requiredText,
    state: requiredText,
    gmapsLink: requiredText,
    dealerSlug: slugRule,
    latitude: coordinate(90, () => t`A latitude between -90 and 90`),
    longitude: coordinate(180, () => t`A longitude between -180 and 180`),
};
