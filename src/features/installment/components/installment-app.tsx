import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { FormAlert, FormSubmit } from '@/components/form/native-fields';
import { RulesForm, useFormMethods, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { routes } from '@/config/routes';
import type { InstallmentOffersQuery as OffersResult, InstallmentProvider } from '@/graphql/generated/graphql';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { formatRupiah } from '@/lib/money';
import { ApplicantDocumentsQuery, ApplyForInstallmentMutation, InstallmentOffersQuery } from '../graphql/installment';
import { installmentFormSchema, type InstallmentFormValues } from '../installment-schemas';
import styles from './installment.module.css';

/** The accounts feature's photo uploader for one document type, given by the view (a feature never imports another). */
export type DocumentUploaderSlot = (type: string, label: string, onUploaded: () => void) => ReactNode;

export interface InstallmentAppProps {
  productSlug: string;
  /** A placed order applying again after a rejection (`?order=CODE`); null: the active order. */
  orderCode: string | null;
  signedIn: boolean;
  documentUploader: DocumentUploaderSlot;
  onApplied: (orderCode: string) => void;
}

type Sort = 'MONTHLY' | 'TOTAL';

/**
 * `/product/[slug]/customize/payment/installment` (issue 14): the offers of every active provider for the chosen down
 * payment and tenor, side by side (computed on the server), then the application to one of them — the provider's
 * documents from the profile (uploaded here when missing), agreeing to the requirements and to sharing the data.
 */
export function InstallmentApp({ productSlug, orderCode, signedIn, documentUploader, onApplied }: InstallmentAppProps) {
  const t = useTranslations('Installment');
  const [choice, setChoice] = useState<{ downPaymentPercent?: number; tenorMonths?: number; sort: Sort }>({
    sort: 'MONTHLY',
  });
  const [provider, setProvider] = useState<InstallmentProvider | null>(null);
  const offers = useShopQuery(InstallmentOffersQuery, { orderCode, ...choice });
  // While another down payment, tenor or sort loads, the last offers stay on screen (no flash to a spinner).
  const lastOffers = useRef(offers.data);
  if (offers.data) lastOffers.current = offers.data;
  const result = (offers.data ?? lastOffers.current)?.installmentOffers;

  if (!result && offers.loading) {
    return (
      <p role="status">
        <CircularProgress size={18} sx={{ mr: 1, verticalAlign: 'middle' }} />
        {t('loadingOffers')}
      </p>
    );
  }
  if (offers.error || !result) {
    return (
      <Alert severity="error" action={<Button onClick={() => void offers.refetch()}>{t('retry')}</Button>}>
        {t('offersFailed')}
      </Alert>
    );
  }
  if (result.__typename !== 'InstallmentOffers') {
    const noOrder = 'errorCode' in result && result.errorCode === 'NO_ACTIVE_ORDER_ERROR';
    return (
      <div className={styles.card}>
        <p>{noOrder ? t('noOrder') : t('notAllowed')}</p>
        <Button component={Link} href={routes.productDetail(productSlug)} variant="contained">
          {t('chooseBike')}
        </Button>
      </div>
    );
  }
  const chosen = result.offers.find((o) => o.provider === provider) ?? null;

  return (
    <div className={styles.layout}>
      <section aria-labelledby="installment-offers-title">
        <Typography id="installment-offers-title" component="h3" variant="h5" sx={{ mb: 1 }}>
          {t('offersTitle')}
        </Typography>
        <p className={styles.muted}>{t('offersIntro', { price: formatRupiah(result.otrPrice) })}</p>
        <div className={styles.controls}>
          <label className={styles.control}>
            <span>{t('downPayment')}</span>
            <select
              value={result.downPaymentPercent}
              onChange={(e) => setChoice((c) => ({ ...c, downPaymentPercent: Number(e.target.value) }))}
            >
              {result.downPaymentOptions.map((p) => (
                <option key={p} value={p}>
                  {p}%
                </option>
              ))}
            </select>
          </label>
          <label className={styles.control}>
            <span>{t('tenor')}</span>
            <select
              value={result.tenorMonths}
              onChange={(e) => setChoice((c) => ({ ...c, tenorMonths: Number(e.target.value) }))}
            >
              {result.tenors.map((m) => (
                <option key={m} value={m}>
                  {t('months', { count: m })}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.control}>
            <span>{t('sortBy')}</span>
            <select value={choice.sort} onChange={(e) => setChoice((c) => ({ ...c, sort: e.target.value as Sort }))}>
              <option value="MONTHLY">{t('sortMonthly')}</option>
              <option value="TOTAL">{t('sortTotal')}</option>
            </select>
          </label>
          {offers.loading && <CircularProgress size={18} aria-label={t('loadingOffers')} />}
        </div>
        {result.offers.length === 0 ? (
          <Alert severity="info">{t('noOffers')}</Alert>
        ) : (
          <ul className={styles.offers} aria-live="polite">
            {result.offers.map((o, index) => (
              <li
                key={o.provider}
                className={styles.offer}
                data-selected={o.provider === provider || undefined}
                data-testid={`offer-${o.provider}`}
              >
                <div className={styles.offerHead}>
                  <strong>{o.providerName}</strong>
                  {index === 0 && o.available && (
                    <span className={styles.badge}>
                      {choice.sort === 'TOTAL' ? t('lowestTotal') : t('lowestMonthly')}
                    </span>
                  )}
                </div>
                <p className={styles.monthly}>
                  {formatRupiah(o.monthlyInstalment)}
                  <span className={styles.muted}> {t('perMonth')}</span>
                </p>
                <dl className={styles.terms}>
                  <dt>{t('downPayment')}</dt>
                  <dd>
                    {formatRupiah(o.downPayment)} ({o.downPaymentPercent}%)
                  </dd>
                  <dt>{t('tenor')}</dt>
                  <dd>{t('months', { count: o.tenorMonths })}</dd>
                  <dt>{t('rate')}</dt>
                  <dd>{t('ratePerYear', { rate: o.flatRatePercent })}</dd>
                  <dt>{t('adminFee')}</dt>
                  <dd>{formatRupiah(o.adminFee)}</dd>
                  <dt>{t('firstPayment')}</dt>
                  <dd>{formatRupiah(o.firstPayment)}</dd>
                  <dt>{t('totalPaid')}</dt>
                  <dd>{formatRupiah(o.totalPayment)}</dd>
                </dl>
                {o.available ? (
                  <Button
                    variant={o.provider === provider ? 'contained' : 'outlined'}
                    onClick={() => setProvider(o.provider)}
                    aria-pressed={o.provider === provider}
                  >
                    {t('choose', { provider: o.providerName })}
                  </Button>
                ) : (
                  <p className={styles.muted}>{t('declinedBefore')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>{t('estimateNote')}</p>
      </section>

      {chosen && (
        <ApplicationForm
          key={`${chosen.provider}-${result.downPaymentPercent}-${result.tenorMonths}`}
          offer={chosen}
          orderCode={orderCode}
          signedIn={signedIn}
          documentUploader={documentUploader}
          onApplied={onApplied}
        />
      )}
    </div>
  );
}

type Offer = Extract<OffersResult['installmentOffers'], { __typename: 'InstallmentOffers' }>['offers'][number];

function CheckboxError({ name, label, id }: { name: string; label: string; id: string }) {
  const { getFieldState } = useFormMethods();
  const state = useFormState({ name });
  const text = useErrorText()(getFieldState(name, state).error?.message, label);
  return text ? (
    <p id={id} role="alert" className={styles.fieldError}>
      {text}
    </p>
  ) : null;
}

function ApplicationForm({
  offer,
  orderCode,
  signedIn,
  documentUploader,
  onApplied,
}: {
  offer: Offer;
  orderCode: string | null;
  signedIn: boolean;
  documentUploader: DocumentUploaderSlot;
  onApplied: (orderCode: string) => void;
}) {
  const t = useTranslations('Installment');
  const request = useShopRequest();
  const docs = useShopQuery(ApplicantDocumentsQuery, undefined, { skip: !signedIn });
  const [missingSteps, setMissingSteps] = useState<string[]>([]);
  const inFlight = useRef(false);
  const form = useRulesForm<InstallmentFormValues>(installmentFormSchema, {
    agreeRequirements: false,
    consentToShare: false,
  });
  const have = new Set((docs.data?.customerDocuments ?? []).filter((d) => d.hasImage).map((d) => d.type as string));
  const missingDocs = offer.requirements.filter((r) => !have.has(r));

  const onValid = async (values: InstallmentFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMissingSteps([]);
    try {
      const r = (
        await request(ApplyForInstallmentMutation, {
          orderCode,
          input: {
            provider: offer.provider,
            downPaymentPercent: offer.downPaymentPercent,
            tenorMonths: offer.tenorMonths,
            agreeRequirements: values.agreeRequirements,
            consentToShare: values.consentToShare,
          },
        })
      ).applyForInstallment;
      if (r?.__typename === 'OrderInstallment') {
        onApplied(r.orderCode);
        return;
      }
      if (r?.__typename === 'PurchaseInputError') {
        const other = applyServerFieldErrors(form, r.fieldErrors, ['agreeRequirements', 'consentToShare']);
        if (other.length) form.setError('root.server', { message: t('errors.invalidOffer') });
        return;
      }
      if (r?.__typename === 'PurchaseOrderError' && r.errorCode === 'PURCHASE_INCOMPLETE') setMissingSteps(r.missing);
      if (r?.__typename === 'PurchaseOrderError' && r.errorCode === 'INSTALLMENT_DOCUMENTS_MISSING')
        void docs.refetch();
      form.setError('root.server', { message: t(`errors.${errorKey(r && 'errorCode' in r ? r.errorCode : null)}`) });
    } catch {
      form.setError('root.server', { message: t('errors.generic') });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <section aria-labelledby="installment-apply-title" className={styles.card}>
      <Typography id="installment-apply-title" component="h3" variant="h5" sx={{ mb: 1 }}>
        {t('applyTitle', { provider: offer.providerName })}
      </Typography>
      <p className={styles.muted}>
        {t('applySummary', {
          monthly: formatRupiah(offer.monthlyInstalment),
          months: offer.tenorMonths,
          first: formatRupiah(offer.firstPayment),
        })}
      </p>
      {!signedIn ? (
        <Alert severity="info">
          {t('signInToApply')} <Link href={routes.login}>{t('signIn')}</Link>
        </Alert>
      ) : (
        <RulesForm form={form} idPrefix="installment" onValid={onValid}>
          <Typography component="h4" variant="subtitle1" sx={{ mt: 2 }}>
            {t('requirementsTitle')}
          </Typography>
          {docs.loading && <p role="status">{t('loadingDocuments')}</p>}
          <ul className={styles.requirements}>
            {offer.requirements.map((type) => (
              <li key={type}>
                <span>
                  {have.has(type) ? '✓ ' : ''}
                  {t(`documents.${type as 'IDENTITY_CARD'}`)}
                  {have.has(type) ? <span className={styles.muted}> — {t('inProfile')}</span> : null}
                </span>
                {!have.has(type) &&
                  !docs.loading &&
                  documentUploader(type, t(`documents.${type as 'IDENTITY_CARD'}`), () => void docs.refetch())}
              </li>
            ))}
          </ul>
          <label className={styles.checkRow}>
            <input
              type="checkbox"
              aria-describedby="installment-agreeRequirements-error"
              {...form.register('agreeRequirements')}
            />
            <span>{t('agreeRequirements', { provider: offer.providerName })}</span>
          </label>
          <CheckboxError
            name="agreeRequirements"
            label={t('requirementsTitle')}
            id="installment-agreeRequirements-error"
          />
          <label className={styles.checkRow}>
            <input
              type="checkbox"
              aria-describedby="installment-consentToShare-error"
              {...form.register('consentToShare')}
            />
            <span>{t('consentToShare', { provider: offer.providerName })}</span>
          </label>
          <CheckboxError name="consentToShare" label={t('consentTitle')} id="installment-consentToShare-error" />
          {missingSteps.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('missingSteps')} <Link href={routes.purchase}>{t('backToPurchase')}</Link>
            </Alert>
          )}
          <FormAlert />
          <div className={styles.actions}>
            <FormSubmit busyLabel={t('applying')}>
              {missingDocs.length ? t('applyMissingDocs', { count: missingDocs.length }) : t('apply')}
            </FormSubmit>
          </div>
        </RulesForm>
      )}
    </section>
  );
}

const ERROR_KEYS = [
  'INSTALLMENT_SIGN_IN_REQUIRED',
  'INSTALLMENT_NOT_ALLOWED',
  'INSTALLMENT_DOCUMENTS_MISSING',
  'PURCHASE_INCOMPLETE',
  'INSUFFICIENT_STOCK_ERROR',
  'NO_ACTIVE_ORDER_ERROR',
] as const;

function errorKey(code: string | null | undefined): (typeof ERROR_KEYS)[number] | 'generic' {
  return (ERROR_KEYS as readonly string[]).includes(code ?? '') ? (code as (typeof ERROR_KEYS)[number]) : 'generic';
}
