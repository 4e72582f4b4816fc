import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './leaderboard.module.css';

/** Shares the page's link (the phone's share sheet where there is one, else the clipboard) and says what happened. */
export function ShareRiderButton({ url, text }: { url: string; text: string }) {
  const t = useTranslations('Leaderboard');
  const [status, setStatus] = useState<string | null>(null);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, text });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('copied'));
    } catch {
      setStatus(t('copyFailed'));
    }
  };
  return (
    <>
      <button type="button" className={styles.button} onClick={() => void share()}>
        {t('share')}
      </button>
      <span role="status" aria-live="polite">
        {status}
      </span>
    </>
  );
}
