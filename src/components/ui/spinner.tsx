import styles from './spinner.module.css';

/** A decorative spinner: whatever shows it also says in words what is happening (a label, a status). */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `${styles.spinner} ${className}` : styles.spinner} aria-hidden="true" />;
}
