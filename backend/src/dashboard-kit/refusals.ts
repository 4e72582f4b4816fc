import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from '@vendure/dashboard';

/**
 * The server's refusals (and the shared rules' messages, which the forms check first) in the staff member's language.
 * The server and the rule sets shared with it (financing-rules.ts, schedule-rules.ts) speak English, or a code such as
 * "vin: TOO_SHORT"; a refusal listed here is shown in the dashboard's language, any other as the server gave it.
 * Keys are the server's exact words: change both together.
 */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
    // plugins/orders (@alva/rules checkVin, setOrderPlateProgress)
    'vin: REQUIRED': msg`Enter the VIN.`,
    'vin: TOO_SHORT': msg`A VIN has exactly 17 characters.`,
    'vin: TOO_LONG': msg`A VIN has exactly 17 characters.`,
    'vin: INVALID_VALUE': msg`A VIN has only digits and the letters A–Z without I, O and Q.`,
    'VIN_IN_USE: another order or vehicle has it': msg`Another order or vehicle has this VIN.`,
    'VIN_NOT_EXPECTED: the VIN is assigned after payment and before Shipped': msg`The VIN is assigned after payment and before the order is shipped.`,
    'VIN_NOT_EXPECTED: the order has no motorcycle': msg`The order has no motorcycle.`,
    'PLATE_NOT_EXPECTED: the order is not paid': msg`The order is not paid yet.`,
    'estimatedAt: REQUIRED': msg`Enter the estimated ready date.`,
    'estimatedAt: DATE_FORMAT': msg`Enter the estimated ready date as a date.`,
    // plugins/purchase
    'The payment could not be settled': msg`The payment could not be settled.`,
    'A reason of 3 to 500 characters is required': msg`A reason of 3 to 500 characters is required.`,
    // financing-rules.ts and FinancingService
    '0 to 90 %.': msg`0 to 90 %.`,
    '0 to 95 %, not below the lowest.': msg`0 to 95 %, not below the lowest.`,
    '1 to 50 %.': msg`1 to 50 %.`,
    'One of the down-payment steps.': msg`One of the down-payment steps.`,
    'Months, comma-separated, e.g. 6, 12, 24.': msg`Months, comma-separated, e.g. 6, 12, 24.`,
    'Months 1 to 120, comma-separated.': msg`Months 1 to 120, comma-separated.`,
    'One of the tenors.': msg`One of the tenors.`,
    'One of the providers.': msg`One of the providers.`,
    'An amount in rupiah, 0 or more.': msg`An amount in rupiah, 0 or more.`,
    'An amount in rupiah, at most two decimals.': msg`An amount in rupiah, at most two decimals.`,
    'More than 0 and less than 200 km per litre.': msg`More than 0 and less than 200 km per litre.`,
    'More than 0 and less than 500 Wh per km.': msg`More than 0 and less than 500 Wh per km.`,
    '1 to 31 days.': msg`1 to 31 days.`,
    '0 to 500 km.': msg`0 to 500 km.`,
    'Not below the lowest down payment.': msg`Not below the lowest down payment.`,
    'Lower-case letters, digits and hyphens.': msg`Lower-case letters, digits and hyphens.`,
    'The name is required.': msg`The name is required.`,
    'At most 120 characters.': msg`At most 120 characters.`,
    'A whole number; lower numbers come first.': msg`A whole number; lower numbers come first.`,
    'Tenor: 1 to 120 months.': msg`Tenor: 1 to 120 months.`,
    'Flat rate: 0 to 100 % a year.': msg`Flat rate: 0 to 100 % a year.`,
    'Insurance: 0 to 50 % of the OTR price.': msg`Insurance: 0 to 50 % of the OTR price.`,
    'One of the financed models.': msg`One of the financed models.`,
    'One of the battery options.': msg`One of the battery options.`,
    'Price: a positive amount in rupiah.': msg`Price: a positive amount in rupiah.`,
    'Price: a positive amount in rupiah, at most two decimals.': msg`Price: a positive amount in rupiah, at most two decimals.`,
    'Price: at most Rp 1.000.000.000.000.': msg`Price: at most Rp 1.000.000.000.000.`,
    // schedule-rules.ts
    'Opening time too, or neither (closed).': msg`Opening time too, or neither (closed).`,
    'Closing time too, or neither (closed).': msg`Closing time too, or neither (closed).`,
    'A time as HH:MM.': msg`A time as HH:MM.`,
    'Closes after it opens.': msg`Closes after it opens.`,
    'Seven days, Sunday first.': msg`Seven days, Sunday first.`,
    'At most 366 dates.': msg`At most 366 dates.`,
    '15 to 240 minutes.': msg`15 to 240 minutes.`,
    'A whole number from 0 to 100.': msg`A whole number from 0 to 100.`,
};

/** A refusal's words in the staff member's language when listed above; otherwise as given. */
export function refusalText(words: string): string {
    const known = REFUSALS[words.trim()];
    return known ? i18n._(known) : words;
}

/**
 * A form's rules with their messages in the staff member's language (refusalText), translated when the form is
 * checked: the rule sets shared with the server word their messages in English.
 */
export function inStaffLanguage(schema: z.ZodTypeAny): z.ZodTypeAny {
    return z.any().transform((values, ctx) => {
        const checked = schema.safeParse(values);
        if (checked.success) return checked.data;
        for (const issue of checked.error.issues)
            ctx.addIssue({ ...issue, message: refusalText(issue.message) } as z.IssueData);
        return z.NEVER;
    });
}
