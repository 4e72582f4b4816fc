import { Injector, RequestContext } from '@vendure/core';
import { EmailEventListener, LoadTemplateInput, TemplateLoader } from '@vendure/email-plugin';

import { AccountEmailEvent } from '../account-email-event';

export const ACCOUNT_EMAIL_TYPE = 'account';

const TEXT = {
    en: {
        'verify-email': {
            subject: 'Verify your e-mail address for Alva',
            headline: 'Verify your e-mail address',
            body: 'Open the link below to confirm that this address is yours. The link works for {hours} hours.',
            button: 'Verify e-mail address',
        },
        'reset-password': {
            subject: 'Set a new password for your Alva account',
            headline: 'Set a new password',
            body: 'Someone asked to reset the password of your Alva account. Open the link below to choose a new one; it works for {hours} hour(s). If it was not you, ignore this e-mail.',
            button: 'Set a new password',
        },
        greeting: 'Hello {name},',
        fallback: 'If the button does not work, copy this address into your browser:',
    },
    id: {
        'verify-email': {
            subject: 'Verifikasi alamat e-mail Anda untuk Alva',
            headline: 'Verifikasi alamat e-mail Anda',
            body: 'Buka tautan di bawah untuk memastikan alamat ini milik Anda. Tautan berlaku selama {hours} jam.',
            button: 'Verifikasi alamat e-mail',
        },
        'reset-password': {
            subject: 'Buat kata sandi baru untuk akun Alva Anda',
            headline: 'Buat kata sandi baru',
            body: 'Ada permintaan untuk mengatur ulang kata sandi akun Alva Anda. Buka tautan di bawah untuk memilih kata sandi baru; tautan berlaku selama {hours} jam. Jika bukan Anda, abaikan e-mail ini.',
            button: 'Buat kata sandi baru',
        },
        greeting: 'Halo {name},',
        fallback: 'Jika tombol tidak berfungsi, salin alamat ini ke peramban Anda:',
    },
} as const;

/** The texts of one account e-mail in its language (exported for tests). */
export function accountEmailContent(event: Pick<AccountEmailEvent, 'kind' | 'name' | 'link' | 'language' | 'validHours'>) {
    const lang = TEXT[event.language];
    const text = lang[event.kind];
    return {
        subject: text.subject,
        headline: text.headline,
        greeting: lang.greeting.replace('{name}', event.name || (event.language === 'id' ? 'Pelanggan' : 'Customer')),
        body: text.body.replace('{hours}', String(event.validHours)),
        button: text.button,
        fallback: lang.fallback,
        link: event.link,
        language: event.language,
    };
}

/** Address verification and password reset e-mails, in the customer's language (en | id). */
export const accountEmailHandler = new EmailEventListener(ACCOUNT_EMAIL_TYPE)
    .on(AccountEmailEvent)
    .setRecipient(event => event.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subject }}')
    .setTemplateVars(event => accountEmailContent(event));

const TEMPLATE = `{{> header title=headline }}

<mj-section background-color="#fafafa">
    <mj-column>
        <mj-text color="#525252">{{ greeting }}</mj-text>
        <mj-text color="#525252" font-size="18px" font-weight="bold">{{ headline }}</mj-text>
        <mj-text color="#525252">{{ body }}</mj-text>
        <mj-button font-family="Helvetica" background-color="#c2185b" color="white" href="{{ link }}">{{ button }}</mj-button>
        <mj-text color="#525252" font-size="12px">{{ fallback }} {{ link }}</mj-text>
    </mj-column>
</mj-section>

{{> footer }}
`;

/** Serves the account template from code and every other template from the wrapped loader. */
export class AccountTemplateLoader implements TemplateLoader {
    constructor(private inner: TemplateLoader) {}

    loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
        if (input.type === ACCOUNT_EMAIL_TYPE) return Promise.resolve(TEMPLATE);
        return this.inner.loadTemplate(injector, ctx, input);
    }

    async loadPartials() {
        return this.inner.loadPartials ? this.inner.loadPartials() : [];
    }
}
