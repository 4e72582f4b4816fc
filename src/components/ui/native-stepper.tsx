import styles from './native-stepper.module.css';

/**
 * A progress stepper (MUI's Stepper look without MUI, issue 19): each step numbered, a check once done, the current
 * one marked with aria-current. `responsive` lays the steps down one per row on phones instead of across.
 */
export function NativeStepper({
  labels,
  active,
  completedThrough = active,
  responsive = false,
  className,
}: {
  labels: string[];
  /** Index of the current step. */
  active: number;
  /** Index of the last completed step (the current one by default, as the order pages show it). */
  completedThrough?: number;
  responsive?: boolean;
  className?: string;
}) {
  return (
    <ol className={[styles.stepper, responsive ? styles.responsive : '', className ?? ''].filter(Boolean).join(' ')}>
      {labels.map((label, index) => {
        const done = index <= completedThrough;
        const state = done ? styles.done : index === active ? styles.active : '';
        return (
          <li
            key={index}
            className={`${styles.step} ${state}`}
            aria-current={index === active ? 'step' : undefined}
            data-completed={done || undefined}
          >
            <span className={styles.icon} aria-hidden="true">
              {done ? (
                <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" focusable="false">
                  <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={styles.label}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
