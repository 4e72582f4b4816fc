import styles from './progress-bar.module.css';

/**
 * A determinate progress bar (an upload's percentage) in the look of MUI's LinearProgress, without its JavaScript: a
 * labelled role=progressbar with the same aria values, the bar moved by a transform.
 */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className={className ? `${styles.track} ${className}` : styles.track}
    >
      <span className={styles.bar} style={{ transform: `translateX(${percent - 100}%)` }} />
    </div>
  );
}
