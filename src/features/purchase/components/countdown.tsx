import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './purchase.module.css';

/** hh:mm:ss of a number of seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * A live countdown from the server's `secondsLeft` (the server's clock, so a wrong phone clock cannot shorten or
 * stretch it). Screen readers hear it only when asked (it is not a live region: a ticking announcement every second
 * would drown everything else).
 */
export function Countdown({ secondsLeft, onElapsed }: { secondsLeft: number; onElapsed?: () => void }) {
  const t = useTranslations('Purchase');
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const started = Date.now();
    setLeft(secondsLeft);
    const timer = window.setInterval(() => {
      const next = secondsLeft - Math.floor((Date.now() - started) / 1000);
      setLeft(next);
      if (next <= 0) {
        window.clearInterval(timer);
        onElapsed?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft, onElapsed]);
  return (
    <p>
      <span className={styles.muted}>{t('payWithin')} </span>
      <time className={styles.countdown} data-testid="payment-countdown" dateTime={`PT${Math.max(0, left)}S`}>
        {formatDuration(left)}
      </time>
    </p>
  );
}
