import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import styles from '@/features/content/components/content.module.css';
import type { ModelFigures } from '@/features/catalogue/fetch-motorcycles';
import type { StaticContentPageProps } from '@/features/content/get-content-props';
import { routes } from '@/config/routes';

const HOME_STEPS = ['one', 'two', 'three', 'four'] as const;
const SWAP_STEPS = ['one', 'two', 'three'] as const;

export interface RechargeSwapProps extends StaticContentPageProps {
  models: ModelFigures[];
}

/** The figures quoted from each model's specification (one source: the product page shows the same). */
const QUOTED = ['homeCharge', 'rangeSingle'] as const;

/** /support/re-charge-and-swap: charging at home and battery swap stations. */
export function RechargeSwapView({ meta, models }: RechargeSwapProps) {
  const t = useTranslations('RechargeSwap');
  const tFaq = useTranslations('Faq');
  const tContent = useTranslations('Content');
  const tSeo = useTranslations('Seo');

  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} description={t('intro')} />
      <SeoHeading>{tSeo('headings.rechargeSwap')}</SeoHeading>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h2 className={styles.heroTitle}>{t('title')}</h2>
          <p className={styles.heroLead}>{t('intro')}</p>
        </div>
      </div>
      <div className={styles.page}>
        <Breadcrumbs
          items={[
            { name: tContent('home'), href: routes.home },
            { name: tFaq('title'), href: routes.support },
            { name: t('title') },
          ]}
        />
        <section aria-labelledby="home-charging">
          <h3 id="home-charging" className={styles.sectionTitle}>
            {t('home.title')}
          </h3>
          <p className={styles.prose}>{t('home.intro')}</p>
          <ol className={styles.steps}>
            {HOME_STEPS.map((step) => (
              <li key={step}>{t(`home.steps.${step}`)}</li>
            ))}
          </ol>
          {models.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{t('facts.modelsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('facts.model')}</th>
                    {QUOTED.map((key) => (
                      <th scope="col" key={key}>
                        {models.find((m) => m.figures[key])?.figures[key].label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {models.map((model) => (
                    <tr key={model.slug}>
                      <th scope="row">
                        <Link href={routes.productDetail(model.slug)}>{model.name}</Link>
                      </th>
                      {QUOTED.map((key) => (
                        <td key={key}>{model.figures[key]?.value ?? '–'}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('facts.power.label')}</dt>
              <dd>{t('facts.power.value')}</dd>
            </div>
          </dl>
          <p className={styles.metaLine}>{t('facts.note')}</p>
        </section>
        <section aria-labelledby="battery-swap">
          <h3 id="battery-swap" className={styles.sectionTitle}>
            {t('swap.title')}
          </h3>
          <p className={styles.prose}>{t('swap.intro')}</p>
          <ol className={styles.steps}>
            {SWAP_STEPS.map((step) => (
              <li key={step}>{t(`swap.steps.${step}`)}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="which-option">
          <h3 id="which-option" className={styles.sectionTitle}>
            {t('options.title')}
          </h3>
          <ul className={styles.features}>
            {(['own', 'subscription'] as const).map((option) => (
              <li key={option} className={styles.feature}>
                <h4 className={styles.featureTitle}>{t(`options.${option}.title`)}</h4>
                <p className={styles.featureText}>{t(`options.${option}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="safety">
          <h3 id="safety" className={styles.sectionTitle}>
            {t('safety.title')}
          </h3>
          <p className={styles.prose}>{t('safety.body')}</p>
        </section>
        <div className={styles.promo}>
          <div>
            <h3 className={styles.promoTitle}>{t('more.title')}</h3>
            <p className={styles.promoText}>{t('more.body')}</p>
          </div>
          <div className={styles.heroActions} style={{ marginTop: 0 }}>
            <Link className={styles.button} href={routes.supportTopic('charging')}>
              {t('more.charging')}
            </Link>
            <Link className={`${styles.button} ${styles.buttonOutline}`} href={routes.supportTopic('battery-swap')}>
              {t('more.swap')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
