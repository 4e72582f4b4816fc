import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { ConfirmOrderHandoverMutation } from '../graphql/orders';
import { type HandoverValues, handoverSchema } from '../order-schemas';
import { useOrderErrorText } from './order-errors';

/** "Delivered means delivered": the customer enters the courier's or dealer's 6-digit code (CONFIRM_HANDOVER). */
export function HandoverForm({ code, onConfirmed }: { code: string; onConfirmed: () => void }) {
  const t = useTranslations('Orders');
  const errorText = useOrderErrorText();
  const [confirm] = useMutation(ConfirmOrderHandoverMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useRulesForm<HandoverValues>(handoverSchema, { handoverCode: '' });
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid="handover">
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('handoverTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('handoverText')}</Typography>
      <RulesForm
        form={form}
        idPrefix={`handover-${code}`}
        onValid={async (values) => {
          setServerError(null);
          const { data } = await confirm({
            variables: { code, handoverCode: values.handoverCode.trim() },
          }).catch(() => ({ data: undefined }));
          const result = data?.confirmOrderHandover;
          if (result?.__typename === 'OrderTracking') return onConfirmed();
          if (result?.__typename === 'PurchaseInputError') {
            const other = applyServerFieldErrors(form, result.fieldErrors, ['handoverCode']);
            if (other.length) setServerError(errorText(result.errorCode));
            return;
          }
          // A wrong code belongs to the field; a lock or a state the order is not in, to the form.
          if (result?.errorCode === 'HANDOVER_CODE_INVALID') {
            form.setError('handoverCode', { type: 'server', message: 'HANDOVER_CODE_INVALID' }, { shouldFocus: true });
            return;
          }
          setServerError(errorText(result?.errorCode));
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormMuiTextField
            name="handoverCode"
            label={t('handoverCode')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            sx={{ maxWidth: { sm: 220 } }}
          />
          <FormMuiSubmit busyLabel={t('handoverBusy')}>{t('handoverSubmit')}</FormMuiSubmit>
        </Stack>
        {serverError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
      </RulesForm>
    </Paper>
  );
}
