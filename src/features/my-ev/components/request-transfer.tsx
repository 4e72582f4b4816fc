import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { transferRequestSchema } from '@alva/rules';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import type { CreateTransferOwnershipMutation as CreateTransfer } from '@/graphql/generated/graphql';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { TIME_ZONE } from '@/lib/i18n';
import { CreateTransferOwnershipMutation, MyTransferRequestsQuery } from '../graphql';
import styles from './my-ev.module.css';

type Status = Extract<CreateTransfer['createTransferOwnership'], { __typename: 'TransferOwnershipStatus' }>;

/**
 * /transfer-ownership: the would-be owner finds the bike by VIN (the owner shown masked, so they know it is the right
 * one), then asks its owner; their requests and the answers are listed below. The server checks the same VIN rule.
 */
export function RequestTransfer() {
  const t = useTranslations('MyEv');
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium', timeZone: TIME_ZONE });
  const request = useShopRequest();
  const mine = useShopQuery(MyTransferRequestsQuery);
  const [status, setStatus] = useState<Status | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRulesForm<{ vin: string }>(transferRequestSchema, { vin: '' });

  const errorText = (code: string | null | undefined) => {
    const key = `transfer.errors.${code}` as Parameters<typeof t>[0];
    return code && t.has(key) ? t(key) : t('errors.default');
  };

  async function send(vin: string, isTransfer: boolean) {
    setError(null);
    const result = (await request(CreateTransferOwnershipMutation, { vin, isTransfer }).catch(() => undefined))
      ?.createTransferOwnership;
    if (result?.__typename === 'TransferOwnershipStatus') {
      setStatus(result);
      if (isTransfer) void mine.refetch();
    } else if (result?.__typename === 'TransferOwnershipError' && result.field === 'vin') {
      form.setError('vin', { message: result.code }, { shouldFocus: true });
    } else {
      setError(errorText(result?.__typename === 'TransferOwnershipError' ? result.code : null));
    }
  }

  async function ask() {
    if (!status) return;
    setAsking(true);
    await send(status.vin, true);
    setAsking(false);
  }

  const requests = mine.data?.myTransferOwnershipRequests ?? [];
  return (
    <Stack spacing={3}>
      <div className={styles.panel}>
        <RulesForm
          form={form}
          idPrefix="transfer"
          onValid={(values) => send(values.vin, false)}
          aria-label={t('transfer.formTitle')}
        >
          <Stack spacing={2}>
            <FormMuiTextField
              name="vin"
              label={t('transfer.vin')}
              hint={t('transfer.vinHint')}
              autoComplete="off"
              fullWidth
              onChange={(e) => {
                form.setValue('vin', e.target.value.toUpperCase(), { shouldValidate: form.formState.isSubmitted });
                setStatus(null);
              }}
              slotProps={{ htmlInput: { maxLength: 17, autoCapitalize: 'characters', spellCheck: false } }}
            />
            <div>
              <FormMuiSubmit busyLabel={t('finding')}>{t('transfer.find')}</FormMuiSubmit>
            </div>
          </Stack>
        </RulesForm>
        {status && (
          <div className={styles.found} data-testid="transfer-status" role="status">
            <p>
              <strong>{status.productName}</strong> · <span className={styles.vin}>{status.vin}</span>
            </p>
            <p>{t('transfer.owner', { name: status.ownerData.name })}</p>
            {status.isAlreadyRequest && status.request ? (
              <Alert severity="info">{t('transfer.waiting', { date: date(status.request.expiresAt) })}</Alert>
            ) : status.totalAttempts >= status.maxAttempts ? (
              <Alert severity="warning">{t('transfer.errors.TOO_MANY_ATTEMPTS')}</Alert>
            ) : (
              <>
                <p className={styles.muted}>
                  {t('transfer.attempts', { used: status.totalAttempts, max: status.maxAttempts })}
                </p>
                <Button variant="contained" disabled={asking} onClick={() => void ask()}>
                  {asking ? t('transfer.asking') : t('transfer.ask')}
                </Button>
              </>
            )}
          </div>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </div>
      <section aria-labelledby="transfer-mine">
        <h3 id="transfer-mine" className={styles.name}>
          {t('transfer.mineTitle')}
        </h3>
        {mine.loading && !mine.data ? (
          <p role="status">{t('loading')}</p>
        ) : requests.length === 0 ? (
          <p className={styles.muted}>{t('transfer.mineEmpty')}</p>
        ) : (
          <ul className={styles.historyList} data-testid="transfer-mine">
            {requests.map((r) => (
              <li key={r.id}>
                {r.productName} · <span className={styles.vin}>{r.vin}</span> · {date(r.requestedAt)}{' '}
                <span className={styles.badge}>{t(`transfer.state.${r.state}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}
