import { Injector, RequestContext } from '@vendure/core';
import { EmailEventListener, LoadTemplateInput, TemplateLoader } from '@vendure/email-plugin';

import { brandEmailTexts } from '../../../common/brand-email';
import { composeMessage, productName, formatSlot } from '../test-ride-messages';
import { TestRideEvent } from '../test-ride-event';

export const TEST_RIDE_EMAIL_TYPE = 'test-ride';

/** Confirmation, change, cancellation and reminder e-mails, in the booking's language (en | id). */
export const testRideEmailHandler = new EmailEventListener(TEST_RIDE_EMAIL_TYPE)
    .on(TestRideEvent)
    .filter(
        event =>
            !!event.booking.guestEmail &&
            (['created', 'rescheduled', 'cancelled', 'reminder'].includes(event.type) ||
                (event.type === 'status' && event.booking.status === 'CONFIRMED')),
    )
    .setRecipient(event => event.booking.guestEmail)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subject }}')
    .setTemplateVars(event => {
        const content = composeMessage(event.booking, event.type, process.env.SITE_URL?.split(',')[0]?.trim() || undefined);
        return {
            subject: content.subject,
            headline: content.headline,
            greeting: content.greeting,
            lines: content.lines,
            code: event.booking.code,
            product: productName(event.booking.productSlug),
            when: formatSlot(event.booking.slotStart, content.language),
            language: content.language,
            ...brandEmailTexts(content.language),
        };
    });

// The brand frame (ALVA header, footer) is the shared partials of common/brand-email.ts.
const TEMPLATE = `{{> header title=subject }}
    <mj-section background-color="#FFFFFF" padding="24px 16px">
      <mj-column>
        <mj-text color="#1A1A2E" font-size="22px" font-weight="bold">{{ headline }}</mj-text>
        <mj-text>{{ greeting }}</mj-text>
        {{#each lines}}
        <mj-text padding-top="2px" padding-bottom="2px">{{ this }}</mj-text>
        {{/each}}
      </mj-column>
    </mj-section>
{{> footer }}
`;

/**
 * Serves the test-ride template from code (so the compiled back end needs no extra files) and every other
 * template from the wrapped loader.
 */
export class TestRideTemplateLoader implements TemplateLoader {
    constructor(private inner: TemplateLoader) {}

    loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
        if (input.type === TEST_RIDE_EMAIL_TYPE) return Promise.resolve(TEMPLATE);
        return this.inner.loadTemplate(injector, ctx, input);
    }

    async loadPartials() {
        return this.inner.loadPartials ? this.inner.loadPartials() : [];
    }
}
