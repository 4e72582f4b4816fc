import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { MuiScope } from '@/components/mui-scope';
import { FormMuiRadioGroup, FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useShopRequest } from '@/graphql/use-shop-query';
import { CancelPurchaseOrderMutation } from '../graphql/orders';
import { type CancelOrderValues, cancelOrderSchema, ORDER_CANCELLATION_REASONS } from '../order-schemas';
import type { OrderTracking } from '../order-types';
import { useOrderErrorText } from './order-errors';

/**
 * "Cancel and refund": one of SPEC §8's reasons (OTHER with the customer's own words), then the server decides. In its
 * own MuiScope: the order list (plain HTML) loads it on the first "Cancel" (issue 19).
 */
export function CancelOrderDialog({
  code,
  onClose,
  onCancelled,
}: {
  code: string;
  onClose: () => void;
  onCancelled: (order: OrderTracking) => void;
}) {
  const t = useTranslations('Orders');
  const errorText = useOrderErrorText();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const request = useShopRequest();
  const form = useRulesForm<CancelOrderValues>(cancelOrderSchema, { reason: '', otherReason: '' });
  const reason = form.watch('reason');
  return (
    <MuiScope>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
        <RulesForm
          form={form}
          idPrefix={`cancel-${code}`}
          onValid={async (values) => {
            setServerError(null);
            const result = (
              await request(CancelPurchaseOrderMutation, {
                code,
                reason: values.reason as Exclude<CancelOrderValues['reason'], ''>,
                otherReason: values.reason === 'OTHER' ? values.otherReason.trim() : null,
              }).catch(() => undefined)
            )?.cancelPurchaseOrder;
            if (result?.__typename === 'OrderTracking') return onCancelled(result);
            if (result?.__typename === 'PurchaseInputError') {
              const other = applyServerFieldErrors(form, result.fieldErrors, ['reason', 'otherReason']);
              if (other.length) setServerError(errorText(result.errorCode));
              return;
            }
            setServerError(errorText(result?.errorCode));
          }}
        >
          <DialogTitle id={titleId}>{t('cancelTitle', { code })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('cancelText')}</DialogContentText>
              <FormMuiRadioGroup
                name="reason"
                label={t('cancelReason')}
                options={ORDER_CANCELLATION_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
              />
              {reason === 'OTHER' && (
                <FormMuiTextField
                  name="otherReason"
                  label={t('cancelOther')}
                  hint={t('cancelOtherHint')}
                  multiline
                  minRows={2}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 600 } }}
                />
              )}
              {serverError && (
                <Alert severity="error" role="alert">
                  {serverError}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>{t('cancelKeep')}</Button>
            <FormMuiSubmit busyLabel={t('cancelBusy')}>{t('cancelSubmit')}</FormMuiSubmit>
          </DialogActions>
        </RulesForm>
      </Dialog>
    </MuiScope>
  );
}
