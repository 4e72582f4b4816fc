import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMuiFieldProps } from '@/components/form/mui-fields';

/** A password input with a show/hide toggle (a labelled button, so keyboard and screen readers can use it). */
export function PasswordField(props: TextFieldProps) {
  const t = useTranslations('AccountForm');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        htmlInput: { maxLength: 128, ...(props.slotProps?.htmlInput as object) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={visible ? t('hidePassword') : t('showPassword')}
                aria-pressed={visible}
                size="small"
              >
                <SvgIcon fontSize="small" aria-hidden="true">
                  {visible ? (
                    <path d="M2 5.3 3.3 4 20 20.7 18.7 22l-3.1-3.1c-1.1.4-2.3.6-3.6.6-5 0-9.3-3.1-11-7.5.8-2 2.1-3.7 3.7-5L2 5.3Zm10 2.2c2.5 0 4.5 2 4.5 4.5 0 .6-.1 1.1-.3 1.6l2.9 2.9c1.5-1.2 2.7-2.7 3.4-4.5-1.7-4.4-6-7.5-11-7.5-1.3 0-2.5.2-3.7.6l2.2 2.2c.5-.2 1-.3 1.5-.3Zm-4.2 3 6.1 6.1c-.6.4-1.2.6-1.9.6a4.5 4.5 0 0 1-4.5-4.5c0-.8.1-1.5.3-2.2Z" />
                  ) : (
                    <path d="M12 4.5c5 0 9.3 3.1 11 7.5-1.7 4.4-6 7.5-11 7.5S2.7 16.4 1 12c1.7-4.4 6-7.5 11-7.5Zm0 2.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z" />
                  )}
                </SvgIcon>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** PasswordField on the form layer (RulesForm): registration, id and the translated error of `name`. */
export function FormPasswordField({
  name,
  label,
  hint,
  ...props
}: Omit<TextFieldProps, 'name' | 'label' | 'error' | 'helperText' | 'id' | 'inputRef'> & {
  name: string;
  label: string;
  hint?: string;
}) {
  return <PasswordField {...props} {...useMuiFieldProps(name, label, hint)} />;
}
