import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { RespondToBookingConfirmationMutation } from '../graphql/orders';
import { useOrderErrorText } from './order-errors';
import styles from './order-tracking.module.css';

/** A pre-order's bike is ready (Allocated): confirm (then pay the rest) or cancel (Booking Cancelled, refund). */
export function BookingConfirmation({ code, onChanged }: { code: string; onChanged: () => void }) {
  const t = useTranslations('Orders');
  const errorText = useOrderErrorText();
  const [respond, { loading }] = useMutation(RespondToBookingConfirmationMutation);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const answer = async (confirm: boolean) => {
    setBusy(confirm ? 'confirm' : 'cancel');
    setError(null);
    const { data } = await respond({ variables: { code, confirm } }).catch(() => ({ data: undefined }));
    setBusy(null);
    const result = data?.respondToBookingConfirmation;
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
            <NativeButton busy={busy === 'cancel'} disabled={loading} color="error" onClick={() => void answer(false)}>
              {t('bookingCancel')}
            </NativeButton>
            <NativeButton variant="text" disabled={loading} onClick={() => setAsking(false)}>
              {t('bookingKeep')}
            </NativeButton>
          </>
        ) : (
          <>
            <NativeButton busy={busy === 'confirm'} disabled={loading} onClick={() => void answer(true)}>
              {t('bookingConfirm')}
            </NativeButton>
            <NativeButton variant="text" disabled={loading} color="error" onClick={() => setAsking(true)}>
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
