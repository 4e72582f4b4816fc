import { useTranslations } from 'next-intl';
import { type ComponentProps, useState } from 'react';
import { FormTextField } from '@/components/form/native-fields';
import fieldStyles from '@/components/ui/native-field.module.css';

/**
 * A password input on the form layer (RulesForm) with a show/hide toggle: a labelled button with aria-pressed, so
 * keyboard and screen-reader users can use it. Native controls, no MUI (the sign-in pages are public).
 */
export function FormPasswordField({
  maxLength = 128,
  ...props
}: Omit<ComponentProps<typeof FormTextField>, 'type' | 'suffix'>) {
  const t = useTranslations('AccountForm');
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      maxLength={maxLength}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={fieldStyles.iconButton}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
            {visible ? (
              <path d="M2 5.3 3.3 4 20 20.7 18.7 22l-3.1-3.1c-1.1.4-2.3.6-3.6.6-5 0-9.3-3.1-11-7.5.8-2 2.1-3.7 3.7-5L2 5.3Zm10 2.2c2.5 0 4.5 2 4.5 4.5 0 .6-.1 1.1-.3 1.6l2.9 2.9c1.5-1.2 2.7-2.7 3.4-4.5-1.7-4.4-6-7.5-11-7.5-1.3 0-2.5.2-3.7.6l2.2 2.2c.5-.2 1-.3 1.5-.3Zm-4.2 3 6.1 6.1c-.6.4-1.2.6-1.9.6a4.5 4.5 0 0 1-4.5-4.5c0-.8.1-1.5.3-2.2Z" />
            ) : (
              <path d="M12 4.5c5 0 9.3 3.1 11 7.5-1.7 4.4-6 7.5-11 7.5S2.7 16.4 1 12c1.7-4.4 6-7.5 11-7.5Zm0 2.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z" />
            )}
          </svg>
        </button>
      }
    />
  );
}

/** The new password and its retype, as every form that sets a password asks them (schema fields of those names). */
export function NewPasswordFields() {
  const t = useTranslations('Password');
  const tf = useTranslations('AccountForm');
  return (
    <>
      <FormPasswordField
        name="newPassword"
        label={t('newPassword')}
        autoComplete="new-password"
        required
        hint={tf('passwordHint')}
      />
      <FormPasswordField name="retypePassword" label={t('retypePassword')} autoComplete="new-password" required />
    </>
  );
}
