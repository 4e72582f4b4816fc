import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { FieldKit } from '@/components/form/field-kit';
import { ShellForm, shellKit } from '@/components/form/shell-fields';
import styles from './find-booking.module.css';
import { phoneInputProps } from '@/components/ui/native-field';

/** The look-up's fields, written once: the form kit renders them in FindBooking, the shell kit in its shell. */
export function FindBookingFields({
  kit,
  linkedCode,
}: {
  kit: FieldKit;
  /** The shell only: the code of the confirmation e-mail's link (?code=), shown before the form has loaded. */
  linkedCode?: string;
}) {
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
        defaultValue={linkedCode}
      />
      <kit.TextField {...phoneInputProps} name="phone" label={t('phone')} hint={tFind('phoneHint')} required />
      <div className={styles.fullRow}>
        <kit.Submit busyLabel={tFind('searching')}>{tFind('submit')}</kit.Submit>
      </div>
    </>
  );
}

/** The booking code a link gives (?code=), as the code field takes it. */
export const linkedCode = (code: string | string[] | undefined) => (typeof code === 'string' ? code.slice(0, 12) : '');

export const findBookingFormProps = { idPrefix: 'find-booking', className: styles.lookUp } as const;

/** The look-up as the server renders it, until FindBooking has loaded: the same form and an empty result. */
export function FindBookingShell() {
  const tFind = useTranslations('TestRideFind');
  const { query } = useRouter();
  return (
    <>
      <ShellForm {...findBookingFormProps} aria-label={tFind('formLabel')}>
        <FindBookingFields kit={shellKit} linkedCode={linkedCode(query.code)} />
      </ShellForm>
      <div className={styles.result} />
    </>
  );
}
