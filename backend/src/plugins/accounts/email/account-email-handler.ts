import { Injector, RequestContext } from '@vendure/core';
import { EmailEventListener, LoadTemplateInput, TemplateLoader } from '@vendure/email-plugin';

import { AccountEmailEvent, AccountEmailKind } from '../account-email-event';

export const ACCOUNT_EMAIL_TYPE = 'account';

interface KindText {
    subject: string;
    headline: string;
    /** {hours}, {days}, {newEmail} are filled in. */
    body: string;
    button: string;
    /** Said under the button, e.g. what to do when it was not you. */
    note: string;
}

const TEXT: Record<'en' | 'id', Record<AccountEmailKind, KindText> & Record<'greeting' | 'fallback' | 'footer' | 'tagline', string>> = {
    en: {
        'verify-email': {
            subject: 'Verify your e-mail address for Alva',
            headline: 'Verify your e-mail address',
            body: 'Open the link below to confirm that this address is yours. The link works for {hours}.',
            button: 'Verify e-mail address',
            note: 'If you did not create an Alva account, you can ignore this e-mail.',
        },
        'change-email': {
            subject: 'Confirm your new e-mail address for Alva',
            headline: 'Confirm your new e-mail address',
            body: 'You asked to use {newEmail} for your Alva account. Open the link below to confirm it; until then you keep signing in with your current address. The link works for {hours}.',
            button: 'Confirm new address',
            note: 'If you did not ask for this, ignore this e-mail: nothing changes.',
        },
        'undo-email-change': {
            subject: 'The e-mail address of your Alva account is being changed',
            headline: 'Your e-mail address is being changed',
            body: 'Someone signed in to your Alva account asked to change its e-mail address to {newEmail}. The change takes effect when the new address is confirmed. If this was not you, open the link below within {days}: it cancels the change, or puts this address back, and signs every device out.',
            button: 'This was not me: undo the change',
            note: 'If you made this change, there is nothing to do.',
        },
        'reset-password': {
            subject: 'Set a new password for your Alva account',
            headline: 'Set a new password',
            body: 'Someone asked to reset the password of your Alva account. Open the link below to choose a new one; it works for {hours}.',
            button: 'Set a new password',
            note: 'If it was not you, ignore this e-mail: your password stays as it is.',
        },
        greeting: 'Hello {name},',
        fallback: 'If the button does not work, copy this address into your browser:',
        footer: 'You receive this e-mail because of your Alva account. Alva, electric motorcycles designed in Indonesia.',
        tagline: 'Electric motorcycles',
    },
    id: {
        'verify-email': {
            subject: 'Verifikasi alamat e-mail Anda untuk Alva',
            headline: 'Verifikasi alamat e-mail Anda',
            body: 'Buka tautan di bawah untuk memastikan alamat ini milik Anda. Tautan berlaku selama {hours}.',
            button: 'Verifikasi alamat e-mail',
            note: 'Jika Anda tidak membuat akun Alva, abaikan e-mail ini.',
        },
        'change-email': {
            subject: 'Konfirmasi alamat e-mail baru Anda untuk Alva',
            headline: 'Konfirmasi alamat e-mail baru Anda',
            body: 'Anda meminta agar {newEmail} dipakai untuk akun Alva Anda. Buka tautan di bawah untuk mengonfirmasinya; sampai saat itu Anda tetap masuk dengan alamat yang sekarang. Tautan berlaku selama {hours}.',
            button: 'Konfirmasi alamat baru',
            note: 'Jika Anda tidak memintanya, abaikan e-mail ini: tidak ada yang berubah.',
        },
        'undo-email-change': {
            subject: 'Alamat e-mail akun Alva Anda sedang diubah',
            headline: 'Alamat e-mail Anda sedang diubah',
            body: 'Seseorang yang masuk ke akun Alva Anda meminta untuk mengubah alamat e-mailnya menjadi {newEmail}. Perubahan berlaku setelah alamat baru dikonfirmasi. Jika bukan Anda, buka tautan di bawah dalam {days}: tautan ini membatalkan perubahan, atau mengembalikan alamat ini, dan mengeluarkan akun dari semua perangkat.',
            button: 'Bukan saya: batalkan perubahan',
            note: 'Jika Anda yang mengubahnya, tidak perlu melakukan apa pun.',
        },
        'reset-password': {
            subject: 'Buat kata sandi baru untuk akun Alva Anda',
            headline: 'Buat kata sandi baru',
            body: 'Ada permintaan untuk mengatur ulang kata sandi akun Alva Anda. Buka tautan di bawah untuk memilih kata sandi baru; tautan berlaku selama {hours}.',
            button: 'Buat kata sandi baru',
            note: 'Jika bukan Anda, abaikan e-mail ini: kata sandi Anda tetap sama.',
        },
        greeting: 'Halo {name},',
        fallback: 'Jika tombol tidak berfungsi, salin alamat ini ke peramban Anda:',
        footer: 'Anda menerima e-mail ini karena akun Alva Anda. Alva, sepeda motor listrik yang dirancang di Indonesia.',
        tagline: 'Sepeda motor listrik',
    },
};

/** "1 hour", "24 hours", "1 jam": the plural the language needs (Indonesian has none). */
function duration(hours: number, language: 'en' | 'id', unit: 'hour' | 'day'): string {
    const n = unit === 'day' ? Math.round(hours / 24) : hours;
    if (language === 'id') return `${n} ${unit === 'day' ? 'hari' : 'jam'}`;
    return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The texts of one account e-mail in its language (exported for tests). */
export function accountEmailContent(
    event: Pick<AccountEmailEvent, 'kind' | 'name' | 'link' | 'language' | 'validHours'> & { newEmailAddress?: string | null },
) {
    const lang = TEXT[event.language];
    const text = lang[event.kind];
    return {
        subject: text.subject,
        headline: text.headline,
        greeting: lang.greeting.replace('{name}', event.name || (event.language === 'id' ? 'Pelanggan' : 'Customer')),
        body: text.body
            .replace('{hours}', duration(event.validHours, event.language, 'hour'))
            .replace('{days}', duration(event.validHours, event.language, 'day'))
            .replace('{newEmail}', event.newEmailAddress ?? ''),
        button: text.button,
        note: text.note,
        fallback: lang.fallback,
        footer: lang.footer,
        tagline: lang.tagline,
        link: event.link,
        language: event.language,
    };
}

/** Account e-mails (verification, e-mail change and its undo notice, password reset), in the customer's language. */
export const accountEmailHandler = new EmailEventListener(ACCOUNT_EMAIL_TYPE)
    .on(AccountEmailEvent)
    .setRecipient(event => event.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subject }}')
    .setTemplateVars(event => accountEmailContent(event));

// The brand frame is the shared header and footer partials (common/brand-email.ts); tagline and footer in the
// reader's language come from the template variables.
const TEMPLATE = `{{> header title=subject }}
    <mj-section background-color="#FFFFFF" padding="24px 16px">
      <mj-column>
        <mj-text color="#1A1A2E" font-size="22px" font-weight="bold">{{ headline }}</mj-text>
        <mj-text>{{ greeting }}</mj-text>
        <mj-text>{{ body }}</mj-text>
        <mj-button background-color="#C8006E" color="#FFFFFF" font-size="15px" font-weight="bold" border-radius="8px" inner-padding="14px 24px" href="{{ link }}">{{ button }}</mj-button>
        <mj-text font-size="13px">{{ note }}</mj-text>
        <mj-text font-size="12px" color="#6B6B7B">{{ fallback }}<br /><a href="{{ link }}" style="color:#C8006E;word-break:break-all">{{ link }}</a></mj-text>
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
