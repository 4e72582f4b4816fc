import { nationalNumber } from '@alva/rules';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit, FormTextArea, FormTextField } from '@/components/form/native-fields';
import { RegionSelects } from '@/components/form/region-selects';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { NativeButton, Notice } from '@/components/ui/native-button';
import type { Addresses_AddressFragment } from '@/graphql/generated/graphql';
import {
  CreateDeliveryAddressMutation,
  DeleteDeliveryAddressMutation,
  UpdateDeliveryAddressMutation,
} from '../graphql/profile';
import { useShopRequest } from '@/graphql/use-shop-query';
import { formatPhone } from '../phone/phone-rules';
import { ADDRESS_MAX, addressSchema, MAX_ADDRESSES, NAME_MAX } from './profile-rules';
import styles from './profile.module.css';
import { phoneInputProps } from '@/components/ui/native-field';

export type DeliveryAddress = Addresses_AddressFragment;

// MUI's modal, loaded on the first Delete: the list and its forms are plain HTML (issue 19).
const ConfirmDeleteDialog = dynamic(() =>
  import('../components/confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog),
);

const FIELDS = ['name', 'phoneNumber', 'address', 'provinceId', 'cityId', 'zipCode'] as const;
/** The zip code is checked against the province: its error goes when the province changes. */
const ZIP_FIELD = ['zipCode'] as const;
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
  phoneNumber: nationalNumber(a.phoneNumber),
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
  const request = useShopRequest();
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
      const data = await request(DeleteDeliveryAddressMutation, { id: a.id });
      if (data.deleteDeliveryAddressCustomer.__typename === 'DeliveryAddressDeleted') {
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
      {confirming && (
        <ConfirmDeleteDialog
          title={t('deleteTitle')}
          cancelLabel={t('keep')}
          confirmLabel={t('deleteConfirm')}
          onConfirm={() => void onDelete(confirming)}
          onClose={() => setConfirming(null)}
        >
          {t('confirmDelete', { name: confirming.name })}
          <span className={styles.line}>{confirming.address}</span>
        </ConfirmDeleteDialog>
      )}
      {editing === 'new' ? (
        <AddressForm
          initial={{
            ...EMPTY,
            name: defaults.name,
            phoneNumber: nationalNumber(defaults.phoneNumber),
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
  const form = useRulesForm<Values>(addressSchema, initial);
  const [formError, setFormError] = useState<string | null>(null);
  const request = useShopRequest();
  const { isSubmitting } = form.formState;

  async function onValid(values: Values) {
    setFormError(null);
    try {
      const result = id
        ? (await request(UpdateDeliveryAddressMutation, { id, input: values })).updateDeliveryAddressCustomer
        : (await request(CreateDeliveryAddressMutation, { input: values })).createDeliveryAddressCustomer;
      if (result?.__typename === 'DeliveryAddress') onSaved(result);
      else if (result?.__typename === 'ProfileValidationError') {
        const other = applyServerFieldErrors(form, result.fieldErrors, FIELDS);
        const limitReached = result.fieldErrors.some((e) => e.code === 'LIMIT_REACHED');
        setFormError(other.length ? t('system') : limitReached ? null : t('fixErrors'));
      } else if (result?.__typename === 'DeliveryAddressNotFoundError') setFormError(t('notFound'));
      else setFormError(t('system'));
    } catch {
      setFormError(t('system'));
    }
  }

  return (
    <RulesForm
      form={form}
      idPrefix={id ? `address-${id}` : 'address-new'}
      onValid={onValid}
      className={`${styles.form} ${styles.addressCard}`}
      aria-label={id ? t('editTitle') : t('addTitle')}
    >
      <div className={styles.grid2}>
        <FormTextField name="name" label={t('name')} autoComplete="shipping name" required maxLength={NAME_MAX + 20} />
        <FormTextField
          {...phoneInputProps}
          name="phoneNumber"
          label={t('phone')}
          autoComplete="shipping tel-national"
          required
        />
      </div>
      <FormTextArea
        name="address"
        label={t('address')}
        hint={t('addressHint')}
        autoComplete="shipping street-address"
        required
        rows={3}
        maxLength={ADDRESS_MAX + 50}
      />
      <div className={styles.grid2}>
        {/* Another province: its cities and postal codes differ, so the city is chosen again. */}
        <RegionSelects
          provinceLabel={t('province')}
          cityLabel={t('city')}
          chooseProvince={t('chooseProvince')}
          chooseCity={t('chooseCity')}
          cityHint={t('chooseProvinceFirst')}
          dependentFields={ZIP_FIELD}
        />
        <FormTextField
          name="zipCode"
          label={t('zipCode')}
          inputMode="numeric"
          autoComplete="shipping postal-code"
          required
          maxLength={10}
        />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register('isDefault')} />
        {t('makeDefault')}
      </label>
      {formError && (
        <Notice severity="error" role="alert">
          {formError}
        </Notice>
      )}
      <div className={styles.actions}>
        <FormSubmit busyLabel={t('saving')} size="medium">
          {t('save')}
        </FormSubmit>
        <NativeButton variant="outlined" onClick={onCancel} disabled={isSubmitting}>
          {t('cancel')}
        </NativeButton>
      </div>
    </RulesForm>
  );
}
