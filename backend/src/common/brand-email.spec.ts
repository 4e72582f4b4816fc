import { FileBasedTemplateLoader, HandlebarsMjmlGenerator } from '@vendure/email-plugin';
import path from 'path';
import { describe, expect, it } from 'vitest';

import { accountEmailContent, AccountTemplateLoader } from '../plugins/accounts/email/account-email-handler';
import { TEST_RIDE_EMAIL_TYPE, TestRideTemplateLoader } from '../plugins/test-rides/email/test-ride-email-handler';
import { brandEmailTexts, BrandPartialsLoader } from './brand-email';

const vendureTemplates = path.join(path.dirname(require.resolve('@vendure/email-plugin/package.json')), 'templates');
// The production chain of vendure-config.ts (without the purchase loader, which only adds its own template).
const loader = new AccountTemplateLoader(
    new TestRideTemplateLoader(new BrandPartialsLoader(new FileBasedTemplateLoader(vendureTemplates))),
);

async function render(type: string, vars: Record<string, unknown>): Promise<string> {
    const generator = new HandlebarsMjmlGenerator();
    await generator.onInit({ templateLoader: loader } as never);
    const template = await loader.loadTemplate(
        undefined as never,
        undefined as never,
        { type, templateName: 'body.hbs', templateVars: vars } as never,
    );
    const { body } = await generator.generate('"Alva" <noreply@alva.example>', 'Subject', template, vars);
    return body;
}

const expectBranded = (html: string) => {
    expect(html).not.toContain('[company header]');
    expect(html).not.toContain('[footer text]');
    expect(html).toContain('ALVA');
    expect(html).toContain('#C8006E');
};

describe('brand e-mail frame (issue 21: no "[company header]" left)', () => {
    it.each(['email-verification', 'password-reset', 'email-address-change'])(
        "Vendure's %s template gets the brand header and footer",
        async type => {
            const html = await render(type, {
                verifyEmailAddressUrl: 'https://alva.example/verify',
                passwordResetUrl: 'https://alva.example/reset',
                changeEmailAddressUrl: 'https://alva.example/profile',
                verificationToken: 't',
                passwordResetToken: 't',
                identifierChangeToken: 't',
            });
            expectBranded(html);
            expect(html).toContain('Alva, electric motorcycles designed in Indonesia.');
        },
    );

    it.each(['en', 'id'] as const)('the test-ride e-mail is branded in its language (%s)', async language => {
        const html = await render(TEST_RIDE_EMAIL_TYPE, {
            subject: 'Test ride',
            headline: language === 'id' ? 'Test ride Anda sudah dipesan' : 'Your test ride is booked',
            greeting: 'Hi Dewi,',
            lines: ['Code: TR-7KQ2MX'],
            ...brandEmailTexts(language),
        });
        expectBranded(html);
        expect(html).toContain(brandEmailTexts(language).footer);
        expect(html).toContain(brandEmailTexts(language).tagline);
        expect(html).toContain('TR-7KQ2MX');
    });

    it('the account e-mails keep their own words inside the same frame', async () => {
        const content = accountEmailContent({
            kind: 'verify-email',
            name: 'Dewi',
            link: 'https://alva.example/verify-email/abc',
            language: 'id',
            validHours: 24,
        });
        const html = await render('account', content);
        expectBranded(html);
        expect(html).toContain(content.footer);
        expect(html).toContain('24 jam');
        expect(html).toContain('https://alva.example/verify-email/abc');
    });
});
