import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { DocumentsSection_DocumentFragment } from '@/graphql/generated/graphql';
import { CustomerUpdateIdentityCardNumberMutation } from './graphql/documents';
import { validateNumbersForm, type IdentityKind, type NumbersFormErrors, type NumbersFormValues } from './rules';

const FIELDS: (keyof NumbersFormValues)[] = [
  'kind',
  'identityCardNumber',
  'taxCardNumber',
  'name',
  'address',
  'zipCode',
];

export interface NumbersFormProps {
  identity: DocumentsSection_DocumentFragment | undefined;
  /** Whether an NPWP is stored: with one (or a stored identity number) both number fields may stay empty. */
  hasTaxNumber: boolean;
  kind: IdentityKind;
  onKindChange: (kind: IdentityKind) => void;
  onSaved: () => void;
}

/** `customerUpdateIdentityCardNumber`: KTP or KITAS number, NPWP, the holder's name, address and postal code. */
export function NumbersForm({ identity, hasTaxNumber, kind, onKindChange, onSaved }: NumbersFormProps) {
  const t = useTranslations('Documents');
  const [values, setValues] = useState<Omit<NumbersFormValues, 'kind'>>({
    identityCardNumber: '',
    taxCardNumber: '',
    name: identity?.name ?? '',
    address: identity?.address ?? '',
    zipCode: identity?.zipCode ?? '',
  });
  const [errors, setErrors] = useState<NumbersFormErrors>({});
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [save, { loading }] = useMutation(CustomerUpdateIdentityCardNumberMutation);

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
    setStatus(null);
  };

  const message = (field: keyof NumbersFormValues) => {
    const code = errors[field];
    return code ? t(`errors.${code}`) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const all = { ...values, kind };
    const local = validateNumbersForm(all, { identityCard: !!identity?.maskedNumber, taxCard: hasTaxNumber });
    setErrors(local);
    if (Object.values(local).some(Boolean)) {
      const first = FIELDS.find((f) => local[f]);
      if (first) document.getElementById(`documents-${first}`)?.focus();
      return;
    }
    try {
      const { data } = await save({
        variables: {
          input: {
            kind: values.identityCardNumber.trim() ? kind : null,
            identityCardNumber: values.identityCardNumber.trim() || null,
            taxCardNumber: values.taxCardNumber.trim() || null,
            name: values.name.trim() || null,
            address: values.address.trim() || null,
            zipCode: values.zipCode.trim() || null,
          },
        },
      });
      const result = data?.customerUpdateIdentityCardNumber;
      if (result?.__typename === 'CustomerDocumentList') {
        setValues((v) => ({ ...v, identityCardNumber: '', taxCardNumber: '' }));
        setStatus('saved');
        onSaved();
      } else if (result?.__typename === 'DocumentValidationError') {
        const fromServer: NumbersFormErrors = {};
        for (const fe of result.fieldErrors) {
          if ((FIELDS as string[]).includes(fe.field)) {
            fromServer[fe.field as keyof NumbersFormValues] = fe.code as NumbersFormErrors[keyof NumbersFormValues];
          }
        }
        setErrors(fromServer);
        if (!Object.keys(fromServer).length) setStatus('failed');
      } else {
        setStatus('failed');
      }
    } catch {
      setStatus('failed');
    }
  };

  const isKtp = kind === 'KTP';
  const field = (
    name: keyof typeof values,
    label: string,
    { helperText, ...extra }: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      id={`documents-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={message(name) ?? helperText}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="documents-numbers-title" sx={{ mt: 3 }}>
      <Typography id="documents-numbers-title" component="h4" variant="h6" sx={{ mb: 1 }}>
        {t('numbersTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('numbersHint')}
      </Typography>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend">{t('kindLegend')}</FormLabel>
        <RadioGroup
          row
          name="kind"
          value={kind}
          onChange={(e) => {
            onKindChange(e.target.value as IdentityKind);
            setErrors((errs) => ({ ...errs, identityCardNumber: undefined }));
          }}
        >
          <FormControlLabel value="KTP" control={<Radio />} label={t('kinds.KTP')} />
          <FormControlLabel value="KITAS" control={<Radio />} label={t('kinds.KITAS')} />
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('identityCardNumber', isKtp ? t('nik') : t('kitas'), {
          helperText: isKtp ? t('nikHint') : t('kitasHint'),
          slotProps: { htmlInput: { inputMode: isKtp ? 'numeric' : 'text', autoComplete: 'off', maxLength: 40 } },
        })}
        {field('taxCardNumber', t('npwp'), {
          helperText: t('npwpHint'),
          slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 40 } },
        })}
        {field('name', `${t('holderName')} (${t('optional')})`, {
          slotProps: { htmlInput: { autoComplete: 'name', maxLength: 120 } },
        })}
        {field('zipCode', `${t('zipCode')} (${t('optional')})`, {
          slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 } },
        })}
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {field('address', `${t('address')} (${t('optional')})`, {
            multiline: true,
            minRows: 2,
            slotProps: { htmlInput: { autoComplete: 'street-address', maxLength: 320 } },
          })}
        </Box>
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={loading}>
        {loading ? t('saving') : t('save')}
      </Button>
      {status === 'saved' && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('saved')}
        </Alert>
      )}
      {status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('errors.unknown')}
        </Alert>
      )}
    </Box>
  );
}
