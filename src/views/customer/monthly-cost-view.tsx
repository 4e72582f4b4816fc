import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { Notice } from '@/components/ui/native-button';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { defaultChoice, rateOf, simulateChoice } from '@/features/financing/choice';
import styles from '@/features/financing/components/financing.module.css';
import { FinancingChoiceFields } from '@/features/financing/components/financing-choice-fields';
import { InstalmentSummary } from '@/features/financing/components/instalment-summary';
import { RunningCostSection } from '@/features/financing/components/running-cost-section';
import { LazyMarketingLeadForm } from '@/features/leads/components/lazy-lead-forms';
import { purchaseActions } from '@/features/purchase/purchase-slice';
import { useAppDispatch } from '@/store/hooks';
import type { CalculatorPageProps } from './financing-page-shared';

export function MonthlyCostView({ params, models, meta }: CalculatorPageProps) {
  const t = useTranslations('Financing');
  const tSeo = useTranslations('Seo');
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState(() => defaultChoice(params, models));
  const [kmPerDay, setKmPerDay] = useState<number | null>(params.runningCosts.defaultKmPerDay);
  const result = choice ? simulateChoice(params, choice) : null;
  const rate = choice ? rateOf(params, choice.provider, choice.tenorMonths) : null;

  return (
    <>
      <SeoHead meta={meta} title={`${t('monthlyTitle')} | Alva`} />
      <SeoHeading>{tSeo('headings.monthlyCost')}</SeoHeading>
      <PageContainer stack>
        <header>
          <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
            {t('monthlyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('monthlyIntro')}</Typography>
          <Typography sx={{ mt: 1 }}>
            <Link href={routes.dpSimulation} className={styles.crossLink}>
              {t('toDpSimulation')}
            </Link>
          </Typography>
        </header>

        {!choice ? (
          <Notice severity="info">{t('empty')}</Notice>
        ) : (
          <section className={styles.choiceGrid} aria-labelledby="mc-instalment">
            <div className={styles.card}>
              <Typography component="h3" variant="h5" id="mc-instalment" sx={{ mb: 2.5 }}>
                {t('yourChoice')}
              </Typography>
              <FinancingChoiceFields
                params={params}
                models={models}
                choice={choice}
                onChange={setChoice}
                idPrefix="mc"
              />
            </div>
            <div className={styles.card}>
              <InstalmentSummary result={result} flatRatePercent={rate?.flatRatePercent ?? null} />
              <p className={styles.note}>{t('disclaimer')}</p>
            </div>
          </section>
        )}

        <section aria-labelledby="mc-running" className={styles.card}>
          <Typography component="h3" variant="h4" id="mc-running" sx={{ mb: 1 }}>
            {t('running.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('running.intro')}
          </Typography>
          <RunningCostSection params={params.runningCosts} onKmChange={setKmPerDay} />
        </section>

        <section aria-labelledby="mc-lead" className={styles.card}>
          <Typography component="h3" variant="h4" id="mc-lead" sx={{ mb: 1 }}>
            {t('leadTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('leadIntro')}
          </Typography>
          <LazyMarketingLeadForm
            idPrefix="mc-lead"
            source="monthly-cost"
            context={{ ...(choice ?? {}), kmPerDay }}
            onSubmitted={() => dispatch(purchaseActions.setSubmitLeadsMarketing(true))}
          />
        </section>
      </PageContainer>
    </>
  );
}
