import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageContainer } from '@/components/ui/page-container';
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
          <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
            {t('dpTitle')}
          </Typography>
          <Typography color="text.secondary">{t('dpIntro')}</Typography>
          <Typography sx={{ mt: 1 }}>
            <Link href={routes.monthlyCost} className={styles.crossLink}>
              {t('toMonthlyCost')}
            </Link>
          </Typography>
        </header>

        {!choice ? (
          <Notice severity="info">{t('empty')}</Notice>
        ) : (
          <section aria-labelledby="dp-choice" className={styles.card}>
            <Typography component="h3" variant="h5" id="dp-choice" sx={{ mb: 2.5 }}>
              {t('yourChoice')}
            </Typography>
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
                <dt>{t('downPaymentWithShare', { percent: choice.downPaymentPercent })}</dt>
                <dd data-testid="dp-amount">{first ? formatRupiah(first.downPayment) : '—'}</dd>
              </div>
            </dl>
            <TenorTable params={params} choice={choice} />
            <p className={styles.note}>{t('disclaimer')}</p>
          </section>
        )}

        <section aria-labelledby="dp-lead" className={styles.card}>
          <Typography component="h3" variant="h4" id="dp-lead" sx={{ mb: 1 }}>
            {t('leadTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('leadIntro')}
          </Typography>
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
