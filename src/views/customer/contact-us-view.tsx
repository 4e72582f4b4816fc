import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
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
import { MuiScope } from '@/components/mui-scope';

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
    <MuiScope>
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
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('intro')}
        </Typography>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <section aria-labelledby="contact-form-title" className={styles.card}>
              <Typography component="h3" variant="h5" id="contact-form-title" sx={{ mb: 2.5 }}>
                {t('formTitle')}
              </Typography>
              <LazyContactForm />
            </section>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
            <section aria-labelledby="contact-whatsapp" className={styles.card}>
              <Typography component="h3" variant="h5" id="contact-whatsapp" sx={{ mb: 1 }}>
                {t('whatsappTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('serviceHours')}
              </Typography>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={leadStyles.whatsapp}>
                {t('whatsappLink')}
              </a>
            </section>
            <section aria-labelledby="contact-places" className={styles.card}>
              <Typography component="h3" variant="h5" id="contact-places" sx={{ mb: 2 }}>
                {t('placesTitle')}
              </Typography>
              <ContactPlaces places={places} />
            </section>
          </Grid>
        </Grid>
      </PageContainer>
    </MuiScope>
  );
}
