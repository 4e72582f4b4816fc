import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Notice } from '@/components/ui/native-button';
import { NativeSwitch } from '@/components/ui/native-switch';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { useShopRequest } from '@/graphql/use-shop-query';
import { SetLeaderboardOptInMutation } from '../graphql';
import { useMyEvErrorText } from './my-ev-errors';
import styles from './my-ev.module.css';

/**
 * The owner's choice to show the bike on the rider leaderboard (off until they turn it on), what it shows, and a
 * link to the bike's place there.
 */
export function LeaderboardToggle({
  vin,
  productName,
  city,
  optedIn,
}: {
  vin: string;
  productName: string;
  city: string | null | undefined;
  optedIn: boolean;
}) {
  const t = useTranslations('Leaderboard');
  const errorText = useMyEvErrorText();
  const hintId = useId();
  const [on, setOn] = useState(optedIn);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const request = useShopRequest();
  const [loading, setLoading] = useState(false);

  async function change(next: boolean) {
    setMessage(null);
    setOn(next); // shown at once; put back if the change fails
    setLoading(true);
    const result = (await request(SetLeaderboardOptInMutation, { vin, optIn: next }).catch(() => undefined))
      ?.setLeaderboardOptIn;
    setLoading(false);
    if (result?.__typename === 'LeaderboardOptIn') {
      setOn(result.optedIn);
      setMessage({ ok: true, text: t(result.optedIn ? 'toggle.on' : 'toggle.off', { product: productName }) });
    } else {
      setOn(!next);
      setMessage({
        ok: false,
        text: result?.__typename === 'MyEvError' ? errorText(result.code) : t('toggle.failed'),
      });
    }
  }

  return (
    <section className={styles.guests} data-testid="leaderboard-toggle">
      <NativeSwitch
        checked={on}
        disabled={loading}
        onChange={(event) => void change(event.target.checked)}
        aria-describedby={hintId}
        label={loading ? t('toggle.saving') : t('toggle.label')}
      />
      <p id={hintId} className={styles.muted}>
        {city ? t('toggle.hint', { city }) : t('toggle.hintNoCity')}{' '}
        <Link href={routes.leaderboard(vin)} className={text.link}>
          {t('toggle.view')}
        </Link>
      </p>
      {message && (
        <Notice severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Notice>
      )}
    </section>
  );
}
