import { Injector, RequestContext } from '@vendure/core';
import { EmailEventListener, LoadTemplateInput, TemplateLoader } from '@vendure/email-plugin';

import { PurchasePaymentExpiredEvent } from '../purchase-events';

export const PURCHASE_EXPIRED_EMAIL_TYPE = 'purchase-payment-expired';

const TEXT = {
    en: {
        subject: 'Your order {code} was cancelled',
        headline: 'The payment time has run out',
        lines: [
            'We did not receive the payment of order {code} within the payment window, so the order has been cancelled and the items released.',
            'You can order again at any time on our website.',
        ],
    },
    id: {
        subject: 'Pesanan {code} Anda dibatalkan',
        headline: 'Batas waktu pembayaran telah habis',
        lines: [
            'Kami tidak menerima pembayaran pesanan {code} dalam batas waktu pembayaran, sehingga pesanan dibatalkan dan barang dilepas kembali.',
            'Anda dapat memesan lagi kapan saja di situs kami.',
        ],
    },
};

/** The customer is told when an unpaid order is cancelled at its deadline (issue 12), in the profile's language. */
export const purchaseExpiredEmailHandler = new EmailEventListener(PURCHASE_EXPIRED_EMAIL_TYPE)
    .on(PurchasePaymentExpiredEvent)
    .filter(event => !!event.order.customer?.emailAddress)
    .setRecipient(event => event.order.customer!.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subject }}')
    .setTemplateVars(event => {
        const language = (event.order.customer?.customFields as { selectedLanguage?: string } | undefined)?.selectedLanguage === 'id' ? 'id' : 'en';
        const t = TEXT[language];
        const fill = (s: string) => s.replace('{code}', event.order.code);
        return { subject: fill(t.subject), headline: t.headline, lines: t.lines.map(fill), code: event.order.code };
    });

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

/** Serves the purchase template from code and every other template from the wrapped loader. */
export class PurchaseTemplateLoader implements TemplateLoader {
    constructor(private inner: TemplateLoader) {}

    loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
        if (input.type === PURCHASE_EXPIRED_EMAIL_TYPE) return Promise.resolve(TEMPLATE);
        return this.inner.loadTemplate(injector, ctx, input);
    }

    async loadPartials() {
        return this.inner.loadPartials ? this.inner.loadPartials() : [];
    }
}
