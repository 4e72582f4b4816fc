import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
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
          <h2 className={text.pageTitle}>{t('monthlyTitle')}</h2>
          <p className={text.muted}>{t('monthlyIntro')}</p>
          <p className={text.paragraph}>
            <Link href={routes.dpSimulation} className={styles.crossLink}>
              {t('toDpSimulation')}
            </Link>
          </p>
        </header>

        {!choice ? (
          <Notice severity="info">{t('empty')}</Notice>
        ) : (
          <section className={styles.choiceGrid} aria-labelledby="mc-instalment">
            <div className={styles.card}>
              <h3 id="mc-instalment" className={text.cardTitle}>
                {t('yourChoice')}
              </h3>
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
          <h3 id="mc-running" className={text.sectionTitle}>
            {t('running.title')}
          </h3>
          <p className={`${text.muted} ${text.spacedBelow}`}>{t('running.intro')}</p>
          <RunningCostSection params={params.runningCosts} onKmChange={setKmPerDay} />
        </section>

        <section aria-labelledby="mc-lead" className={styles.card}>
          <h3 id="mc-lead" className={text.sectionTitle}>
            {t('leadTitle')}
          </h3>
          <p className={`${text.muted} ${text.spacedBelow}`}>{t('leadIntro')}</p>
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
