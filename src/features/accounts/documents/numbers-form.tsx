import { documentNumbersFormSchema } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit, FormTextArea, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Notice } from '@/components/ui/native-button';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/native-choice';
import type { DocumentsSection_DocumentFragment } from '@/graphql/generated/graphql';
import { useShopRequest } from '@/graphql/use-shop-query';
import styles from './documents.module.css';
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
  const request = useShopRequest();

  async function onValid(values: NumbersFormValues) {
    setStatus(null);
    const identityCardNumber = values.identityCardNumber.trim();
    try {
      const data = await request(CustomerUpdateIdentityCardNumberMutation, {
        input: {
          kind: identityCardNumber ? values.kind : null,
          identityCardNumber: identityCardNumber || null,
          taxCardNumber: values.taxCardNumber.trim() || null,
          name: values.name.trim() || null,
          address: values.address.trim() || null,
          zipCode: values.zipCode.trim() || null,
        },
      });
      const result = data.customerUpdateIdentityCardNumber;
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
    <RulesForm
      form={form}
      idPrefix="documents"
      onValid={onValid}
      aria-labelledby="documents-numbers-title"
      className={styles.numbers}
    >
      <h4 id="documents-numbers-title" className={styles.numbersTitle}>
        {t('numbersTitle')}
      </h4>
      <p className={styles.hint}>{t('numbersHint')}</p>
      <div className={styles.kind}>
        {/* The kind is the page's (the cards' upload uses it too): the radios follow it, the form gets a copy. */}
        <ChoiceGroup id="documents-kind" legend={t('kindLegend')} layout="row">
          {(['KTP', 'KITAS'] as const).map((value) => (
            <ChoiceOption
              key={value}
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => {
                onKindChange(value);
                form.setValue('kind', value);
                form.clearErrors(['kind', 'identityCardNumber']);
              }}
              label={t(`kinds.${value}`)}
            />
          ))}
        </ChoiceGroup>
      </div>
      <div className={styles.fields}>
        <FormTextField
          name="identityCardNumber"
          label={isKtp ? t('nik') : t('kitas')}
          hint={isKtp ? t('nikHint') : t('kitasHint')}
          inputMode={isKtp ? 'numeric' : 'text'}
          autoComplete="off"
          maxLength={40}
        />
        <FormTextField
          name="taxCardNumber"
          label={t('npwp')}
          hint={t('npwpHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
        />
        <FormTextField name="name" label={optional(t('holderName'))} autoComplete="name" maxLength={120} />
        <FormTextField
          name="zipCode"
          label={optional(t('zipCode'))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
        />
        <FormTextArea
          name="address"
          label={optional(t('address'))}
          className={styles.wide}
          rows={2}
          autoComplete="street-address"
          maxLength={320}
        />
      </div>
      <div className={styles.afterFields}>
        <FormSubmit busyLabel={t('saving')} size="medium">
          {t('save')}
        </FormSubmit>
      </div>
      {status === 'saved' && (
        <Notice severity="success" role="status" className={styles.afterFields}>
          {t('saved')}
        </Notice>
      )}
      {status === 'failed' && (
        <Notice severity="error" role="alert" className={styles.afterFields}>
          {t('saveFailed')}
        </Notice>
      )}
    </RulesForm>
  );
}
