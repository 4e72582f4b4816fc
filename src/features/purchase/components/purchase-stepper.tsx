import { useTranslations } from 'next-intl';
import styles from './purchase.module.css';

export type StepKey = 'owner' | 'delivery' | 'options' | 'review';

/** The flow's steps as an ordered list; the current one is `aria-current="step"`, earlier ones can be revisited. */
export function PurchaseStepper({
  steps,
  active,
  onSelect,
}: {
  steps: { key: StepKey; number: number }[];
  active: number;
  onSelect: (number: number) => void;
}) {
  const t = useTranslations('Purchase');
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className={styles.stepper}>
        {steps.map((step, index) => {
          const current = step.number === active;
          const done = step.number < active;
          return (
            <li key={step.key} className={styles.step} data-state={current ? 'current' : done ? 'done' : 'todo'}>
              {done ? (
                <button type="button" className={styles.stepButton} onClick={() => onSelect(step.number)}>
                  <span className={styles.stepNumber}>{index + 1}</span>
                  <span>{t(`steps.${step.key}`)}</span>
                </button>
              ) : (
                <span className={styles.stepButton} aria-current={current ? 'step' : undefined}>
                  <span className={styles.stepNumber}>{index + 1}</span>
                  <span>{t(`steps.${step.key}`)}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
