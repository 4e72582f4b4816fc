import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { jakartaToday, shareFormSchema, shareWindowFromDates } from '@alva/rules';
import { MuiScope } from '@/components/mui-scope';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { useShopRequest } from '@/graphql/use-shop-query';
import { SearchBikeSharingQuery, ShareEvMutation } from '../graphql';
import { useMyEvErrorText } from './my-ev-errors';

interface ShareValues {
  phone: string;
  startDate: string;
  endDate: string;
}

const today = () => {
  const { y, m, d } = jakartaToday();
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/**
 * Share a bike: the guest is found by phone first and named before anything is shared (a mistyped number must not
 * lend the bike to a stranger), then the window in days. The server checks the same rules (shareEv). In its own
 * MuiScope: my EV's list (plain HTML) loads it with the first "Share" (issue 19).
 */
export function ShareDialog({
  vin,
  productName,
  onClose,
  onShared,
}: {
  vin: string;
  productName: string;
  onClose: () => void;
  onShared: (name: string) => void;
}) {
  const t = useTranslations('MyEv');
  const errorText = useMyEvErrorText();
  const titleId = useId();
  const request = useShopRequest();
  const [guest, setGuest] = useState<{ id: string; name: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const todayDate = today();
  const form = useRulesForm<ShareValues>(
    shareFormSchema,
    { phone: '', startDate: todayDate, endDate: '' },
    { context: { today: todayDate } },
  );

  async function onValid(values: ShareValues) {
    setServerError(null);
    if (!guest) {
      const found = (await request(SearchBikeSharingQuery, { phoneNumber: values.phone }).catch(() => undefined))
        ?.searchCustomerBikeSharing;
      if (found?.__typename === 'BikeSharingCustomer') setGuest({ id: found.customerID, name: found.name });
      else if (found?.__typename === 'MyEvError' && found.field === 'phoneNumber')
        form.setError('phone', { message: found.code }, { shouldFocus: true });
      else setServerError(errorText(found?.__typename === 'MyEvError' ? found.code : null));
      return;
    }
    const window = shareWindowFromDates(values.startDate, values.endDate, todayDate);
    const result = (await request(ShareEvMutation, { vin, uID: guest.id, ...window }).catch(() => undefined))?.shareEv;
    if (result?.__typename === 'ShareListUser') return onShared(result.name);
    if (result?.__typename === 'MyEvError' && (result.field === 'loanEnd' || result.field === 'loanStart')) {
      form.setError(
        result.field === 'loanEnd' ? 'endDate' : 'startDate',
        { message: result.code },
        { shouldFocus: true },
      );
      return;
    }
    setServerError(errorText(result?.__typename === 'MyEvError' ? result.code : null));
  }

  return (
    <MuiScope>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
        <RulesForm form={form} idPrefix={`share-${vin}`} onValid={onValid}>
          <DialogTitle id={titleId}>{t('dialogTitle', { product: productName })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('dialogText')}</DialogContentText>
              <FormMuiTextField
                name="phone"
                label={t('phone')}
                hint={t('phoneHint')}
                type="tel"
                autoComplete="off"
                fullWidth
                disabled={!!guest}
                slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
              />
              {guest && (
                <>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography data-testid="share-guest">
                      {t('foundLabel')}: <strong>{guest.name}</strong>
                    </Typography>
                    <Button size="small" onClick={() => setGuest(null)}>
                      {t('changeNumber')}
                    </Button>
                  </Stack>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormMuiTextField
                      name="startDate"
                      label={t('startDate')}
                      type="date"
                      fullWidth
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayDate } }}
                    />
                    <FormMuiTextField
                      name="endDate"
                      label={t('endDate')}
                      hint={t('endHint')}
                      type="date"
                      fullWidth
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayDate } }}
                    />
                  </Stack>
                </>
              )}
              {serverError && (
                <Alert severity="error" role="alert">
                  {serverError}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>{t('cancel')}</Button>
            {guest ? (
              <FormMuiSubmit busyLabel={t('sharing')}>{t('submit', { name: guest.name })}</FormMuiSubmit>
            ) : (
              <FormMuiSubmit busyLabel={t('finding')}>{t('find')}</FormMuiSubmit>
            )}
          </DialogActions>
        </RulesForm>
      </Dialog>
    </MuiScope>
  );
}
