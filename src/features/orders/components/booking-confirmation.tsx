import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { useShopRequest } from '@/graphql/use-shop-query';
import { RespondToBookingConfirmationMutation } from '../graphql/orders';
import { useOrderErrorText } from './order-errors';
import styles from './order-tracking.module.css';

/** A pre-order's bike is ready (Allocated): confirm (then pay the rest) or cancel (Booking Cancelled, refund). */
export function BookingConfirmation({ code, onChanged }: { code: string; onChanged: () => void }) {
  const t = useTranslations('Orders');
  const errorText = useOrderErrorText();
  const request = useShopRequest();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The answer being sent: both buttons wait for it.
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const answer = async (confirm: boolean) => {
    setBusy(confirm ? 'confirm' : 'cancel');
    setError(null);
    const result = (await request(RespondToBookingConfirmationMutation, { code, confirm }).catch(() => undefined))
      ?.respondToBookingConfirmation;
    setBusy(null);
    if (result?.__typename === 'OrderTracking') return onChanged();
    setError(errorText(result?.errorCode));
  };
  return (
    <section className={styles.section} data-testid="booking-confirmation">
      <h3 className={styles.sectionTitle}>{t('bookingTitle')}</h3>
      <p className={styles.text}>{asking ? t('bookingCancelConfirm') : t('bookingText')}</p>
      <div className={styles.actions}>
        {asking ? (
          <>
            <NativeButton
              busy={busy === 'cancel'}
              disabled={busy !== null}
              color="error"
              onClick={() => void answer(false)}
            >
              {t('bookingCancel')}
            </NativeButton>
            <NativeButton variant="text" disabled={busy !== null} onClick={() => setAsking(false)}>
              {t('bookingKeep')}
            </NativeButton>
          </>
        ) : (
          <>
            <NativeButton busy={busy === 'confirm'} disabled={busy !== null} onClick={() => void answer(true)}>
              {t('bookingConfirm')}
            </NativeButton>
            <NativeButton variant="text" disabled={busy !== null} color="error" onClick={() => setAsking(true)}>
              {t('bookingCancel')}
            </NativeButton>
          </>
        )}
      </div>
      {error && (
        <Notice severity="error" role="alert">
          {error}
        </Notice>
      )}
    </section>
  );
}
