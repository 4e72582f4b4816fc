import { Injector, RequestContext } from '@vendure/core';
import { LoadTemplateInput, TemplateLoader } from '@vendure/email-plugin';

/**
 * The one brand frame of every e-mail: the `header` and `footer` partials that Vendure's own templates
 * (verification, password reset, address change, order confirmation) and ours ({{> header title=… }} …
 * {{> footer }}) use. Vendure ships them with "[company header]" and "[footer text]" placeholders.
 *
 * Brand colours of the site (src/config/theme.ts): magenta #C8006E, ink #1A1A2E, slate #4A4A5A, light #FCE4F1.
 * The wordmark is text, so nothing is fetched from a server. A template may set `tagline` and `footer` in its
 * language; without them both languages are said.
 */
export const BRAND_HEADER_PARTIAL = `<mjml>
  <mj-head>
    <mj-title>{{ title }}</mj-title>
    <mj-attributes>
      <mj-all font-family="'Readex Pro', Helvetica, Arial, sans-serif" />
      <mj-text color="#4A4A5A" font-size="15px" line-height="1.6" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#F4F4F7">
    <mj-section background-color="#1A1A2E" padding="20px 24px">
      <mj-column>
        <mj-text color="#FFFFFF" font-size="26px" font-weight="bold" letter-spacing="4px" padding="0">ALVA</mj-text>
        <mj-text color="#FCE4F1" font-size="12px" letter-spacing="1px" padding="2px 0 0 0">{{#if tagline}}{{ tagline }}{{else}}Electric motorcycles · Sepeda motor listrik{{/if}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#C8006E" padding="0"><mj-column><mj-spacer height="4px" /></mj-column></mj-section>
`;

export const BRAND_FOOTER_PARTIAL = `    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6B6B7B" align="center">{{#if footer}}{{ footer }}{{else}}Alva, electric motorcycles designed in Indonesia. · Alva, sepeda motor listrik yang dirancang di Indonesia.{{/if}}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>
`;

/** The tagline and a general footer line in one language, for templates that know their reader's language. */
export function brandEmailTexts(language: 'en' | 'id'): { tagline: string; footer: string } {
    return language === 'id'
        ? { tagline: 'Sepeda motor listrik', footer: 'Alva, sepeda motor listrik yang dirancang di Indonesia.' }
        : { tagline: 'Electric motorcycles', footer: 'Alva, electric motorcycles designed in Indonesia.' };
}

/** Wraps a template loader: its templates as they are, its `header` and `footer` partials replaced by the brand's. */
export class BrandPartialsLoader implements TemplateLoader {
    constructor(private inner: TemplateLoader) {}

    loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
        return this.inner.loadTemplate(injector, ctx, input);
    }

    async loadPartials() {
        const inner = this.inner.loadPartials ? await this.inner.loadPartials() : [];
        return [
            ...inner.filter(p => p.name !== 'header' && p.name !== 'footer'),
            { name: 'header', content: BRAND_HEADER_PARTIAL },
            { name: 'footer', content: BRAND_FOOTER_PARTIAL },
        ];
    }
}
