import { useTranslations } from 'next-intl';
import type { FieldKit } from '@/components/form/field-kit';
import { ShellForm, shellKit } from '@/components/form/shell-fields';
import styles from './find-booking.module.css';

/** The look-up's fields, written once: the form kit renders them in FindBooking, the shell kit in its shell. */
export function FindBookingFields({ kit }: { kit: FieldKit }) {
  const t = useTranslations('TestRide');
  const tFind = useTranslations('TestRideFind');
  return (
    <>
      <kit.TextField
        name="code"
        label={tFind('code')}
        hint={tFind('codeHint')}
        required
        maxLength={12}
        autoCapitalize="characters"
        spellCheck={false}
        autoComplete="off"
      />
      <kit.TextField
        name="phone"
        label={t('phone')}
        hint={tFind('phoneHint')}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={20}
        prefix="+62"
        required
      />
      <div className={styles.fullRow}>
        <kit.Submit busyLabel={tFind('searching')}>{tFind('submit')}</kit.Submit>
      </div>
    </>
  );
}

export const findBookingFormProps = { idPrefix: 'find-booking', className: styles.lookUp } as const;

/** The look-up as the server renders it, until FindBooking has loaded: the same form and an empty result. */
export function FindBookingShell() {
  const tFind = useTranslations('TestRideFind');
  return (
    <>
      <ShellForm {...findBookingFormProps} aria-label={tFind('formLabel')}>
        <FindBookingFields kit={shellKit} />
      </ShellForm>
      <div className={styles.result} />
    </>
  );
}
