import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PurchaseProfileQuery, PurchaseProvincesQuery, SetPurchaseOwnerMutation } from '../graphql/purchase';
import { fieldErrorKey, orderErrorKey } from '../purchase-errors';
import { purchaseActions } from '../purchase-slice';
import { ownerRules } from '../purchase-rules';
import styles from './purchase.module.css';

export interface OwnerValues {
  name: string;
  identityCardNumber: string;
  email: string;
  phoneNumber: string;
  address: string;
  provinceId: string;
  cityId: string;
  zipCode: string;
  isBuyer: boolean;
  buyerName: string;
  buyerEmail: string;
}

/**
 * Step 1: the bike's owner (STNK) and, when someone else pays, the buyer. Signed-in customers start from their
 * profile and KTP document; every value typed is kept in the persisted purchase state as it is typed.
 */
export function OwnerStep({ signedIn, onDone }: { signedIn: boolean; onDone: () => void }) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.purchase);
  const profile = useQuery(PurchaseProfileQuery, { skip: !signedIn, fetchPolicy: 'no-cache' });
  const provinces = useQuery(PurchaseProvincesQuery);
  const [save, { loading }] = useMutation(SetPurchaseOwnerMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const owner = saved.dataOwner;

  const form = useForm<OwnerValues>({
    mode: 'onTouched',
    defaultValues: {
      name: owner.name,
      identityCardNumber: owner.identityCardNumber,
      email: owner.email,
      phoneNumber: owner.phoneNumber,
      address: owner.address,
      provinceId: owner.provinceId ?? '',
      cityId: owner.cityId ?? '',
      zipCode: saved.delivery.owner ? '' : '',
      isBuyer: owner.isbuyer,
      buyerName: saved.nameOwner,
      buyerEmail: saved.emailBuyer,
    },
  });
  const { register, handleSubmit, watch, setValue, setError, getValues, formState } = form;
  const provinceList = useMemo(() => provinces.data?.indonesiaProvinces ?? [], [provinces.data]);
  const provinceId = watch('provinceId');
  const cities = provinceList.find((p) => p.id === provinceId)?.cities ?? [];
  const isBuyer = watch('isBuyer');

  // Fill empty fields from the profile and the KTP document once they arrive (never over what the buyer typed).
  const customer = profile.data?.profileCustomer;
  const ktp = profile.data?.customerDocuments.find((d) => d.type === 'IDENTITY_CARD');
  useEffect(() => {
    if (!customer) return;
    const fill = (field: keyof OwnerValues, value: string | null | undefined) => {
      if (value && !getValues(field)) setValue(field, value as never, { shouldDirty: true });
    };
    fill('name', ktp?.name ?? customer.name);
    fill('email', customer.emailAddress);
    fill('phoneNumber', customer.phoneNumber);
    fill('address', ktp?.address);
    fill('zipCode', ktp?.zipCode);
  }, [customer, ktp, getValues, setValue]);

  // Back, forward and reload keep every value: each change goes to the persisted state.
  useEffect(() => {
    const subscription = watch((values) => persist(values as OwnerValues));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- persist reads the province list and the KTP flag
  }, [watch, provinceList, ktp]);

  function persist(values: OwnerValues) {
    const province = provinceList.find((p) => p.id === values.provinceId);
    const city = province?.cities.find((c) => c.id === values.cityId);
    dispatch(
      purchaseActions.setDataOwner({
        name: values.name,
        identityCardNumber: values.identityCardNumber,
        identityCardImage: ktp?.hasImage ? 'profile' : '',
        email: values.email,
        phoneNumber: values.phoneNumber,
        address: values.address,
        provinceId: values.provinceId || null,
        provinceName: province?.name ?? '',
        cityId: values.cityId || null,
        cityName: city?.name ?? '',
        isbuyer: values.isBuyer,
      }),
    );
    dispatch(purchaseActions.setNameOwner(values.buyerName));
    dispatch(purchaseActions.setEmailBuyer(values.buyerEmail));
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    persist(values);
    const province = provinceList.find((p) => p.id === values.provinceId);
    const city = province?.cities.find((c) => c.id === values.cityId);
    try {
      const { data } = await save({
        variables: {
          input: {
            name: values.name.trim(),
            identityCardNumber: values.identityCardNumber.trim(),
            email: values.email.trim(),
            phoneNumber: values.phoneNumber.trim(),
            address: values.address.trim(),
            provinceId: values.provinceId,
            provinceName: province?.name ?? '',
            cityId: values.cityId,
            cityName: city?.name ?? '',
            zipCode: values.zipCode.trim() || null,
            isBuyer: values.isBuyer,
            buyerName: values.isBuyer ? null : values.buyerName.trim(),
            buyerEmail: values.isBuyer ? null : values.buyerEmail.trim(),
          },
        },
      });
      const result = data?.setPurchaseOwner;
      if (result?.__typename === 'Order') {
        dispatch(purchaseActions.setOwnerDetail(true));
        dispatch(purchaseActions.setIsNewAccount(!signedIn));
        onDone();
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        for (const error of result.fieldErrors) {
          const field = (
            error.field === 'cityName' ? 'cityId' : error.field === 'provinceName' ? 'provinceId' : error.field
          ) as FieldPath<OwnerValues>;
          if (field in values)
            setError(field, { type: 'server', message: fieldErrorKey(error.code) }, { shouldFocus: true });
          else setFormError(t(`fieldErrors.${fieldErrorKey(error.code)}`));
        }
        return;
      }
      setFormError(t(`errors.${orderErrorKey(result?.errorCode)}`));
    } catch {
      setFormError(t('errors.generic'));
    }
  });

  const fieldProps = (name: keyof OwnerValues, label: string) => {
    const error = formState.errors[name];
    return {
      ...register(name, ownerRules[name]?.(getValues)),
      label,
      fullWidth: true,
      error: Boolean(error),
      helperText: error?.message ? t(`fieldErrors.${fieldErrorKey(error.message)}`) : undefined,
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {!signedIn && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('guestNote')} <Link href={routes.login}>{t('signIn')}</Link>
        </Alert>
      )}
      {signedIn && ktp && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {ktp.hasImage ? t('ktpReused', { number: ktp.maskedNumber ?? '' }) : t('ktpNoPhoto')}
        </Alert>
      )}
      <div className={styles.fieldGrid}>
        <TextField {...fieldProps('name', t('fields.ownerName'))} autoComplete="name" required />
        <TextField
          {...fieldProps('identityCardNumber', t('fields.identityCardNumber'))}
          inputMode="numeric"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
        />
        <TextField {...fieldProps('email', t('fields.email'))} type="email" autoComplete="email" required />
        <TextField {...fieldProps('phoneNumber', t('fields.phoneNumber'))} type="tel" autoComplete="tel" required />
        <TextField
          {...fieldProps('address', t('fields.address'))}
          className={styles.wide}
          multiline
          minRows={2}
          required
        />
        <TextField
          {...fieldProps('provinceId', t('fields.province'))}
          select
          required
          value={provinceId}
          onChange={(event) => {
            setValue('provinceId', event.target.value, { shouldValidate: true });
            setValue('cityId', '');
          }}
        >
          {provinceList.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...fieldProps('cityId', t('fields.city'))}
          select
          required
          disabled={!cities.length}
          value={watch('cityId')}
          onChange={(event) => setValue('cityId', event.target.value, { shouldValidate: true })}
        >
          {cities.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...fieldProps('zipCode', t('fields.zipCode'))} inputMode="numeric" autoComplete="postal-code" />
      </div>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox {...register('isBuyer')} checked={isBuyer} />}
        label={t('fields.isBuyer')}
      />
      {!isBuyer && (
        <div className={styles.fieldGrid}>
          <TextField {...fieldProps('buyerName', t('fields.buyerName'))} required />
          <TextField {...fieldProps('buyerEmail', t('fields.buyerEmail'))} type="email" required />
        </div>
      )}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <div className={styles.actions}>
        <span />
        <BusyButton type="submit" variant="contained" busy={loading}>
          {t('continue')}
        </BusyButton>
      </div>
      {provinces.error && (
        <Button onClick={() => void provinces.refetch()} sx={{ mt: 1 }}>
          {t('retry')}
        </Button>
      )}
    </form>
  );
}
