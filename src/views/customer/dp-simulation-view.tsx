import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/numbers';
import { useState } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { Notice } from '@/components/ui/native-button';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { defaultChoice, otrPriceOf, simulateChoice } from '@/features/financing/choice';
import styles from '@/features/financing/components/financing.module.css';
import { FinancingChoiceFields } from '@/features/financing/components/financing-choice-fields';
import { TenorTable } from '@/features/financing/components/tenor-table';
import { LazyMarketingLeadForm } from '@/features/leads/components/lazy-lead-forms';
import { purchaseActions } from '@/features/purchase/purchase-slice';
import { formatRupiah } from '@/lib/money';
import { useAppDispatch } from '@/store/hooks';
import type { CalculatorPageProps } from './financing-page-shared';

export function DpSimulationView({ params, models, meta }: CalculatorPageProps) {
  const t = useTranslations('Financing');
  const locale = useLocale();
  const tSeo = useTranslations('Seo');
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState(() => defaultChoice(params, models));
  const otr = choice ? otrPriceOf(params, choice) : null;
  const first = choice ? simulateChoice(params, choice) : null;

  return (
    <>
      <SeoHead meta={meta} title={`${t('dpTitle')} | Alva`} />
      <SeoHeading>{tSeo('headings.dpSimulation')}</SeoHeading>
      <PageContainer stack>
        <header>
          <h2 className={text.pageTitle}>{t('dpTitle')}</h2>
          <p className={text.muted}>{t('dpIntro')}</p>
          <p className={text.paragraph}>
            <Link href={routes.monthlyCost} className={styles.crossLink}>
              {t('toMonthlyCost')}
            </Link>
          </p>
        </header>

        {!choice ? (
          <Notice severity="info">{t('empty')}</Notice>
        ) : (
          <section aria-labelledby="dp-choice" className={styles.card}>
            <h3 id="dp-choice" className={text.cardTitle}>
              {t('yourChoice')}
            </h3>
            <FinancingChoiceFields
              params={params}
              models={models}
              choice={choice}
              onChange={setChoice}
              showTenor={false}
              idPrefix="dp"
            />
            <dl className={styles.summary} style={{ margin: '1.5rem 0' }} aria-live="polite">
              <div className={styles.summaryRow}>
                <dt>{t('otrPrice')}</dt>
                <dd data-testid="dp-otr">{otr !== null ? formatRupiah(otr) : '—'}</dd>
              </div>
              <div className={styles.summaryRow}>
                <dt>{t('downPaymentWithShare', { percent: formatDecimal(choice.downPaymentPercent, locale) })}</dt>
                <dd data-testid="dp-amount">{first ? formatRupiah(first.downPayment) : '—'}</dd>
              </div>
            </dl>
            <TenorTable params={params} choice={choice} />
            <p className={styles.note}>{t('disclaimer')}</p>
          </section>
        )}

        <section aria-labelledby="dp-lead" className={styles.card}>
          <h3 id="dp-lead" className={text.sectionTitle}>
            {t('leadTitle')}
          </h3>
          <p className={`${text.muted} ${text.spacedBelow}`}>{t('leadIntro')}</p>
          <LazyMarketingLeadForm
            idPrefix="dp-lead"
            source="dp-simulation"
            context={choice ? { ...choice, tenorMonths: undefined } : {}}
            onSubmitted={() => dispatch(purchaseActions.setSubmitLeadsMarketingDpSimulation(true))}
          />
        </section>
      </PageContainer>
    </>
  );
}
