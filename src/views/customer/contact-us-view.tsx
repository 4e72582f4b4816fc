import { useLocale, useTranslations } from 'next-intl';
import { PageContainer } from '@/components/ui/page-container';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { JsonLd } from '@/components/seo/json-ld';
import { SeoHeading } from '@/components/seo/seo-heading';
import { publicEnv } from '@/config/env';
import styles from '@/features/financing/components/financing.module.css';
import { LazyContactForm } from '@/features/leads/components/lazy-lead-forms';
import { ContactPlaces, type ContactPlace } from '@/features/leads/components/contact-places';
import leadStyles from '@/features/leads/components/leads.module.css';
import text from '@/components/ui/text.module.css';

export interface ContactUsViewProps {
  places: ContactPlace[];
  meta: PageMeta | null;
}

export function ContactUsView({ places, meta }: ContactUsViewProps) {
  const t = useTranslations('Contact');
  const tSeo = useTranslations('Seo');
  const locale = useLocale();
  const whatsapp = `https://wa.me/${publicEnv.whatsappNumber}?text=${encodeURIComponent(t('whatsappText'))}`;
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} />
      <SeoHeading>{tSeo('headings.contactUs')}</SeoHeading>
      <JsonLd
        id="contact"
        data={{
          '@type': 'ContactPage',
          name: t('title'),
          url: `${publicEnv.siteUrl}${locale === 'en' ? '' : `/${locale}`}/contact-us`,
          mainEntity: {
            '@type': 'Organization',
            name: 'Alva',
            url: publicEnv.siteUrl,
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              telephone: `+${publicEnv.whatsappNumber}`,
              areaServed: 'ID',
              availableLanguage: ['en', 'id'],
            },
            location: places.map((p) => ({
              '@type': 'Place',
              name: p.location,
              address: {
                '@type': 'PostalAddress',
                streetAddress: [p.address1, p.address2].filter(Boolean).join(', '),
                addressLocality: p.city,
                addressRegion: p.state,
                postalCode: p.zipCode ?? undefined,
                addressCountry: 'ID',
              },
            })),
          },
        }}
      />
      <PageContainer>
        <h2 className={text.pageTitle}>{t('title')}</h2>
        <p className={`${text.muted} ${text.spacedBelowLarge}`}>{t('intro')}</p>
        <div className={leadStyles.contactColumns}>
          <section aria-labelledby="contact-form-title" className={`${styles.card} ${leadStyles.formColumn}`}>
            <h3 id="contact-form-title" className={text.cardTitle}>
              {t('formTitle')}
            </h3>
            <LazyContactForm />
          </section>
          <div className={leadStyles.asideColumn}>
            <section aria-labelledby="contact-whatsapp" className={styles.card}>
              <h3 id="contact-whatsapp" className={`${text.cardTitle} ${text.titleBeforeLine}`}>
                {t('whatsappTitle')}
              </h3>
              <p className={`${text.muted} ${text.spacedBelowSmall}`}>{t('serviceHours')}</p>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={leadStyles.whatsapp}>
                {t('whatsappLink')}
              </a>
            </section>
            <section aria-labelledby="contact-places" className={styles.card}>
              <h3 id="contact-places" className={`${text.cardTitle} ${text.titleBeforeList}`}>
                {t('placesTitle')}
              </h3>
              <ContactPlaces places={places} />
            </section>
          </div>
        </div>
      </PageContainer>
    </>
  );
}
