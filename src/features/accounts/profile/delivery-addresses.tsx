import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeSelect, NativeTextArea, NativeTextField } from '@/components/ui/native-field';
import type { Addresses_AddressFragment } from '@/graphql/generated/graphql';
import {
  CreateDeliveryAddressMutation,
  DeleteDeliveryAddressMutation,
  UpdateDeliveryAddressMutation,
} from '../graphql/profile';
import { formatPhone } from '../phone/phone-rules';
import { type FieldErrors, focusFirstError, toFieldErrors, useFieldErrorMessage } from './field-errors';
import { ADDRESS_MAX, citiesOf, MAX_ADDRESSES, NAME_MAX, PROVINCES, validateAddress } from './profile-rules';
import styles from './profile.module.css';

export type DeliveryAddress = Addresses_AddressFragment;

const FIELDS = ['name', 'phoneNumber', 'address', 'provinceId', 'cityId', 'zipCode'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { isDefault: boolean };

const EMPTY: Values = {
  name: '',
  phoneNumber: '',
  address: '',
  provinceId: '',
  cityId: '',
  zipCode: '',
  isDefault: false,
};

const fromAddress = (a: DeliveryAddress): Values => ({
  name: a.name,
  phoneNumber: (a.phoneNumber ?? '').replace(/^\+62/, ''),
  address: a.address,
  provinceId: a.provinceId,
  cityId: a.cityId,
  zipCode: a.zipCode,
  isDefault: a.isDefault,
});

interface AddressesProps {
  initial: DeliveryAddress[] | null;
  /** Prefills a new address with the customer's own name and phone. */
  defaults: { name: string; phoneNumber: string | null };
}

/** Delivery addresses (SPEC §7 deliveryAddressCustomer): list, add, edit, delete; the default is used at checkout. */
export function DeliveryAddresses({ initial, defaults }: AddressesProps) {
  const t = useTranslations('Addresses');
  const [addresses, setAddresses] = useState<DeliveryAddress[] | null>(initial);
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [remove] = useMutation(DeleteDeliveryAddressMutation);
  const [removing, setRemoving] = useState<string | null>(null);
  // The address waiting for "Delete?" to be confirmed in the dialog.
  const [confirming, setConfirming] = useState<DeliveryAddress | null>(null);

  const sorted = (list: DeliveryAddress[]) => [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  function onSaved(saved: DeliveryAddress) {
    setAddresses((list) => {
      const rest = (list ?? [])
        .filter((a) => a.id !== saved.id)
        .map((a) => (saved.isDefault ? { ...a, isDefault: false } : a));
      return sorted([...rest, saved]);
    });
    setNotice({ severity: 'success', text: editing === 'new' ? t('added') : t('updated') });
    setEditing(null);
  }

  async function onDelete(a: DeliveryAddress) {
    setConfirming(null);
    setNotice(null);
    setRemoving(a.id);
    try {
      const { data } = await remove({ variables: { id: a.id } });
      if (data?.deleteDeliveryAddressCustomer.__typename === 'DeliveryAddressDeleted') {
        setAddresses((list) => {
          const rest = (list ?? []).filter((x) => x.id !== a.id);
          // The back end hands the default on to another address.
          return a.isDefault && rest.length
            ? sorted(rest.map((x, i) => (i === 0 ? { ...x, isDefault: true } : x)))
            : rest;
        });
        setNotice({ severity: 'success', text: t('deleted') });
      } else {
        setNotice({ severity: 'error', text: t('notFound') });
      }
    } catch {
      setNotice({ severity: 'error', text: t('system') });
    } finally {
      setRemoving(null);
    }
  }

  if (addresses === null) {
    return (
      <Notice severity="error" role="alert">
        {t('loadError')}
      </Notice>
    );
  }

  return (
    <div>
      {addresses.length === 0 && editing !== 'new' && <p className={styles.help}>{t('empty')}</p>}
      {addresses.length > 0 && (
        <ul className={styles.addresses} aria-label={t('listLabel')}>
          {addresses.map((a) =>
            editing === a.id ? (
              <li key={a.id}>
                <AddressForm initial={fromAddress(a)} id={a.id} onSaved={onSaved} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={a.id} className={styles.addressCard}>
                <span className={styles.addressName}>
                  {a.name}
                  {a.isDefault && <span className={styles.badge}>{t('default')}</span>}
                </span>
                <address className={styles.addressText}>
                  <span className={styles.line}>{a.address}</span>
                  <span className={styles.line}>{`${a.cityName}, ${a.provinceName} ${a.zipCode}`}</span>
                  {a.phoneNumber && <span className={styles.line}>{formatPhone(a.phoneNumber)}</span>}
                </address>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => {
                      setNotice(null);
                      setEditing(a.id);
                    }}
                    aria-label={t('editNamed', { name: a.name, address: a.address })}
                  >
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => setConfirming(a)}
                    disabled={removing === a.id}
                    aria-label={t('deleteNamed', { name: a.name, address: a.address })}
                  >
                    {t('delete')}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {notice && (
        <Notice severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="address-delete-title">
        <DialogTitle id="address-delete-title">{t('deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming && t('confirmDelete', { name: confirming.name })}
            {confirming && <span className={styles.line}>{confirming.address}</span>}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} autoFocus>
            {t('keep')}
          </Button>
          <Button color="error" variant="contained" onClick={() => confirming && void onDelete(confirming)}>
            {t('deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      {editing === 'new' ? (
        <AddressForm
          initial={{
            ...EMPTY,
            name: defaults.name,
            phoneNumber: (defaults.phoneNumber ?? '').replace(/^\+62/, ''),
            isDefault: addresses.length === 0,
          }}
          onSaved={onSaved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        addresses.length < MAX_ADDRESSES && (
          <div className={styles.actions} style={{ marginTop: '1rem' }}>
            <NativeButton
              variant="outlined"
              onClick={() => {
                setNotice(null);
                setEditing('new');
              }}
            >
              {t('add')}
            </NativeButton>
          </div>
        )
      )}
    </div>
  );
}

interface AddressFormProps {
  initial: Values;
  id?: string;
  onSaved: (a: DeliveryAddress) => void;
  onCancel: () => void;
}

function AddressForm({ initial, id, onSaved, onCancel }: AddressFormProps) {
  const t = useTranslations('Addresses');
  const message = useFieldErrorMessage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateDeliveryAddressMutation);
  const [update, { loading: updating }] = useMutation(UpdateDeliveryAddressMutation);
  const busy = creating || updating;
  const prefix = id ? `address-${id}` : 'address-new';

  const label: Record<Field, string> = {
    name: t('name'),
    phoneNumber: t('phone'),
    address: t('address'),
    provinceId: t('province'),
    cityId: t('city'),
    zipCode: t('zipCode'),
  };
  // "Address must not be empty" (SPEC §5) reads better than the generic message for the street address.
  const fieldMessage = (field: Field) =>
    field === 'address' && (errors.address === 'EMPTY' || errors.address === 'REQUIRED')
      ? t('addressEmpty')
      : message(errors[field], label[field]);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value, ...(field === 'provinceId' ? { cityId: '' } : {}) }));
    setErrors((x) => ({
      ...x,
      [field]: undefined,
      ...(field === 'provinceId' ? { cityId: undefined, zipCode: undefined } : {}),
    }));
    setFormError(null);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const local = toFieldErrors(validateAddress(values), FIELDS).errors;
    setErrors(local);
    if (Object.keys(local).length) {
      focusFirstError(prefix, FIELDS, local);
      return;
    }
    const input = { ...values };
    try {
      const result = id
        ? (await update({ variables: { id, input } })).data?.updateDeliveryAddressCustomer
        : (await create({ variables: { input } })).data?.createDeliveryAddressCustomer;
      if (result?.__typename === 'DeliveryAddress') onSaved(result);
      else if (result?.__typename === 'ProfileValidationError') {
        const mapped = toFieldErrors(result.fieldErrors, FIELDS);
        setErrors(mapped.errors);
        focusFirstError(prefix, FIELDS, mapped.errors);
        setFormError(mapped.errors.address === 'LIMIT_REACHED' ? null : t('fixErrors'));
      } else if (result?.__typename === 'DeliveryAddressNotFoundError') setFormError(t('notFound'));
      else setFormError(t('system'));
    } catch {
      setFormError(t('system'));
    }
  }

  const cities = values.provinceId ? citiesOf(values.provinceId) : [];
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={`${styles.form} ${styles.addressCard}`}
      aria-label={id ? t('editTitle') : t('addTitle')}
    >
      <div className={styles.grid2}>
        <NativeTextField
          id={`${prefix}-name`}
          label={label.name}
          autoComplete="shipping name"
          required
          value={values.name}
          onChange={set('name')}
          error={Boolean(errors.name)}
          helperText={fieldMessage('name')}
          maxLength={NAME_MAX + 20}
        />
        <NativeTextField
          id={`${prefix}-phoneNumber`}
          label={label.phoneNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="shipping tel-national"
          required
          prefix="+62"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          error={Boolean(errors.phoneNumber)}
          helperText={fieldMessage('phoneNumber')}
          maxLength={20}
        />
      </div>
      <NativeTextArea
        id={`${prefix}-address`}
        label={label.address}
        autoComplete="shipping street-address"
        required
        rows={3}
        value={values.address}
        onChange={set('address')}
        error={Boolean(errors.address)}
        helperText={fieldMessage('address') ?? t('addressHint')}
        maxLength={ADDRESS_MAX + 50}
      />
      <div className={styles.grid2}>
        <NativeSelect
          id={`${prefix}-provinceId`}
          label={label.provinceId}
          required
          value={values.provinceId}
          onChange={set('provinceId')}
          error={Boolean(errors.provinceId)}
          helperText={fieldMessage('provinceId')}
        >
          <option value="">{t('chooseProvince')}</option>
          {PROVINCES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${prefix}-cityId`}
          label={label.cityId}
          required
          value={values.cityId}
          onChange={set('cityId')}
          error={Boolean(errors.cityId)}
          helperText={fieldMessage('cityId') ?? (values.provinceId ? undefined : t('chooseProvinceFirst'))}
          disabled={!values.provinceId}
        >
          <option value="">{t('chooseCity')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        <NativeTextField
          id={`${prefix}-zipCode`}
          label={label.zipCode}
          inputMode="numeric"
          autoComplete="shipping postal-code"
          required
          value={values.zipCode}
          onChange={set('zipCode')}
          error={Boolean(errors.zipCode)}
          helperText={fieldMessage('zipCode')}
          maxLength={10}
        />
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(e) => setValues((v) => ({ ...v, isDefault: e.target.checked }))}
        />
        {t('makeDefault')}
      </label>
      {formError && (
        <Notice severity="error" role="alert">
          {formError}
        </Notice>
      )}
      <div className={styles.actions}>
        <NativeButton type="submit" variant="contained" busy={busy}>
          {busy ? t('saving') : t('save')}
        </NativeButton>
        <NativeButton variant="outlined" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </NativeButton>
      </div>
    </form>
  );
}
