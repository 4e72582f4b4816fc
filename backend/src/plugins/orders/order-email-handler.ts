import { Injector, RequestContext } from '@vendure/core';
import { EmailEventListener, LoadTemplateInput, TemplateLoader } from '@vendure/email-plugin';

import { VEHICLE_NOTICE_EMAIL_TYPE } from '../vehicles/notices/vehicle-email-handler';
import { OrderNoticeEmailEvent } from './services/order-notifier.service';

export const ORDER_NOTICE_EMAIL_TYPE = 'order-notice';

/** The e-mail of every order notice (issue 13); the text is composed in the customer's language by the notifier. */
export const orderNoticeEmailHandler = new EmailEventListener(ORDER_NOTICE_EMAIL_TYPE)
    .on(OrderNoticeEmailEvent)
    .filter(event => !!event.order.customer?.emailAddress)
    .setRecipient(event => event.order.customer!.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subject }}')
    .setTemplateVars(event => ({
        subject: event.subject,
        headline: event.subject,
        lines: [event.text],
        code: event.order.code,
    }));

const TEMPLATE = `{{> header title=headline }}

<mj-section background-color="#fafafa">
    <mj-column>
        <mj-text color="#525252" font-size="18px" font-weight="bold">{{ headline }}</mj-text>
        {{#each lines}}
        <mj-text color="#525252" padding-top="2px" padding-bottom="2px">{{ this }}</mj-text>
        {{/each}}
    </mj-column>
</mj-section>

{{> footer }}
`;

/** The notices that are a headline and lines of text: the order notices and the my-EV notices. */
const NOTICE_EMAIL_TYPES = [ORDER_NOTICE_EMAIL_TYPE, VEHICLE_NOTICE_EMAIL_TYPE];

/** Serves the notice template from code and every other template from the wrapped loader. */
export class OrderTemplateLoader implements TemplateLoader {
    constructor(private inner: TemplateLoader) {}

    loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
        if (NOTICE_EMAIL_TYPES.includes(input.type)) return Promise.resolve(TEMPLATE);
        return this.inner.loadTemplate(injector, ctx, input);
    }

    async loadPartials() {
        return this.inner.loadPartials ? this.inner.loadPartials() : [];
    }
}
