import { documentNumbersFormSchema } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import type { DocumentsSection_DocumentFragment } from '@/graphql/generated/graphql';
import { CustomerUpdateIdentityCardNumberMutation } from './graphql/documents';
import type { IdentityKind, NumbersFormValues } from './rules';

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
  const form = useRulesForm<NumbersFormValues>(
    documentNumbersFormSchema,
    {
      kind,
      identityCardNumber: '',
      taxCardNumber: '',
      name: identity?.name ?? '',
      address: identity?.address ?? '',
      zipCode: identity?.zipCode ?? '',
    },
    // A number left empty keeps the stored one (SPEC §5): the rules need to know which are stored.
    { context: { saved: { identityCard: !!identity?.maskedNumber, taxCard: hasTaxNumber } } },
  );
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const [save] = useMutation(CustomerUpdateIdentityCardNumberMutation);

  async function onValid(values: NumbersFormValues) {
    setStatus(null);
    const identityCardNumber = values.identityCardNumber.trim();
    try {
      const { data } = await save({
        variables: {
          input: {
            kind: identityCardNumber ? values.kind : null,
            identityCardNumber: identityCardNumber || null,
            taxCardNumber: values.taxCardNumber.trim() || null,
            name: values.name.trim() || null,
            address: values.address.trim() || null,
            zipCode: values.zipCode.trim() || null,
          },
        },
      });
      const result = data?.customerUpdateIdentityCardNumber;
      if (result?.__typename === 'CustomerDocumentList') {
        form.reset({ ...values, identityCardNumber: '', taxCardNumber: '' });
        setStatus('saved');
        onSaved();
      } else if (result?.__typename === 'DocumentValidationError') {
        const other = applyServerFieldErrors(form, result.fieldErrors, FIELDS);
        if (other.length || !result.fieldErrors.length) setStatus('failed');
      } else {
        setStatus('failed');
      }
    } catch {
      setStatus('failed');
    }
  }

  const isKtp = kind === 'KTP';
  const optional = (label: string) => `${label} (${t('optional')})`;
  return (
    <RulesForm form={form} idPrefix="documents" onValid={onValid} aria-labelledby="documents-numbers-title">
      <Box sx={{ mt: 3 }}>
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
              const next = e.target.value as IdentityKind;
              onKindChange(next);
              form.setValue('kind', next);
              form.clearErrors(['kind', 'identityCardNumber']);
            }}
          >
            <FormControlLabel value="KTP" control={<Radio />} label={t('kinds.KTP')} />
            <FormControlLabel value="KITAS" control={<Radio />} label={t('kinds.KITAS')} />
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormMuiTextField
            name="identityCardNumber"
            label={isKtp ? t('nik') : t('kitas')}
            hint={isKtp ? t('nikHint') : t('kitasHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: isKtp ? 'numeric' : 'text', autoComplete: 'off', maxLength: 40 } }}
          />
          <FormMuiTextField
            name="taxCardNumber"
            label={t('npwp')}
            hint={t('npwpHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 40 } }}
          />
          <FormMuiTextField
            name="name"
            label={optional(t('holderName'))}
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 120 } }}
          />
          <FormMuiTextField
            name="zipCode"
            label={optional(t('zipCode'))}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 } }}
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormMuiTextField
              name="address"
              label={optional(t('address'))}
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { autoComplete: 'street-address', maxLength: 320 } }}
            />
          </Box>
        </Box>
        <Box sx={{ mt: 2 }}>
          <FormMuiSubmit busyLabel={t('saving')}>{t('save')}</FormMuiSubmit>
        </Box>
        {status === 'saved' && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('saved')}
          </Alert>
        )}
        {status === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('saveFailed')}
          </Alert>
        )}
      </Box>
    </RulesForm>
  );
}
