/**
 * Installment through a financing provider (issue 14): the provider requirements, the application form's rules and
 * the provider webhook's body, in one pure module. The server validates `applyForInstallment` and the webhook with
 * these schemas; the site's application form is built from the same schema, so both refuse the same input with the
 * same codes (SPEC §5: "Installment through the financing provider requires agreeing to the requirements").
 */
import * as yup from 'yup';

export const INSTALLMENT_PROVIDERS = ['ADIRA', 'BFI', 'CASHBAC_EASYPAY', 'PAPITUPI', 'OTHER'] as const;
export type InstallmentProvider = (typeof INSTALLMENT_PROVIDERS)[number];

/** Documents a provider may ask for: the profile's identity documents plus two kept only for financing. */
export const INSTALLMENT_DOCUMENTS = ['IDENTITY_CARD', 'TAX_CARD', 'FAMILY_CARD', 'PROOF_OF_INCOME'] as const;
export type InstallmentDocument = (typeof INSTALLMENT_DOCUMENTS)[number];

/** What each provider lists (DEMO terms): every one needs the KTP; the rest differs per provider. */
export const PROVIDER_REQUIREMENTS: Record<InstallmentProvider, InstallmentDocument[]> = {
  ADIRA: ['IDENTITY_CARD', 'FAMILY_CARD', 'PROOF_OF_INCOME'],
  BFI: ['IDENTITY_CARD', 'TAX_CARD', 'PROOF_OF_INCOME'],
  CASHBAC_EASYPAY: ['IDENTITY_CARD'],
  PAPITUPI: ['IDENTITY_CARD', 'FAMILY_CARD'],
  OTHER: ['IDENTITY_CARD', 'TAX_CARD', 'FAMILY_CARD', 'PROOF_OF_INCOME'],
};

/**
 * Where an application stands. REQUESTED waits for the provider; APPROVED waits for the down payment and the
 * contract; CONTRACT_SIGNED is final for the application; REJECTED and CONTRACT_REJECTED let the customer apply to
 * another provider or pay in full; WITHDRAWN when the order was cancelled or switched to full payment.
 */
export const INSTALLMENT_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'CONTRACT_SIGNED',
  'CONTRACT_REJECTED',
  'WITHDRAWN',
] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** A decision a provider (webhook) or staff (back office) records, and the application status it needs first. */
export const INSTALLMENT_DECISIONS = ['APPROVED', 'REJECTED', 'CONTRACT_SIGNED', 'CONTRACT_REJECTED'] as const;
export type InstallmentDecision = (typeof INSTALLMENT_DECISIONS)[number];
export const DECISION_FROM: Record<InstallmentDecision, InstallmentStatus> = {
  APPROVED: 'REQUESTED',
  REJECTED: 'REQUESTED',
  CONTRACT_SIGNED: 'APPROVED',
  CONTRACT_REJECTED: 'APPROVED',
};
/** The order state each decision moves the order to. */
export const DECISION_ORDER_STATE: Record<InstallmentDecision, string> = {
  APPROVED: 'InstallmentApproved',
  REJECTED: 'InstallmentRejected',
  CONTRACT_SIGNED: 'ContractSigned',
  CONTRACT_REJECTED: 'ContractRejected',
};
/** A rejection needs a reason the customer is shown. */
export const decisionNeedsReason = (d: InstallmentDecision) => d === 'REJECTED' || d === 'CONTRACT_REJECTED';

export type InstallmentFieldCode =
  | 'REQUIRED'
  | 'INVALID_VALUE'
  | 'REQUIREMENTS_NOT_AGREED'
  | 'CONSENT_REQUIRED'
  | 'TOO_SHORT'
  | 'TOO_LONG';

const mustBeTrue = (code: InstallmentFieldCode) =>
  yup
    .mixed()
    .nullable()
    .test(code, function (v) {
      return v === true ? true : this.createError({ message: code });
    });

/** The application form: which offer (provider, down payment, tenor) and the two agreements. */
export const installmentApplicationSchema = yup.object({
  provider: yup
    .mixed()
    .nullable()
    .test('provider', function (v) {
      if (v === null || v === undefined || v === '') return this.createError({ message: 'REQUIRED' });
      return (INSTALLMENT_PROVIDERS as readonly unknown[]).includes(v)
        ? true
        : this.createError({ message: 'INVALID_VALUE' });
    }),
  downPaymentPercent: yup
    .mixed()
    .nullable()
    .test('downPaymentPercent', function (v) {
      if (v === null || v === undefined || v === '') return this.createError({ message: 'REQUIRED' });
      return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 100
        ? true
        : this.createError({ message: 'INVALID_VALUE' });
    }),
  tenorMonths: yup
    .mixed()
    .nullable()
    .test('tenorMonths', function (v) {
      if (v === null || v === undefined || v === '') return this.createError({ message: 'REQUIRED' });
      return Number.isInteger(v) && (v as number) > 0 && (v as number) <= 120
        ? true
        : this.createError({ message: 'INVALID_VALUE' });
    }),
  agreeRequirements: mustBeTrue('REQUIREMENTS_NOT_AGREED'),
  consentToShare: mustBeTrue('CONSENT_REQUIRED'),
});
export type InstallmentApplicationInput = yup.InferType<typeof installmentApplicationSchema>;

/** The body a provider posts to /installment-webhooks/:provider (signed with its shared secret). */
export const installmentWebhookSchema = yup.object({
  /** The provider's own id of this event: a resent event (same id) changes nothing. */
  eventId: yup
    .string()
    .required('REQUIRED')
    .matches(/^[A-Za-z0-9_.:-]{1,80}$/, 'INVALID_VALUE'),
  /** Our application reference (given to the provider with the application). */
  applicationReference: yup
    .string()
    .required('REQUIRED')
    .matches(/^[A-Z0-9-]{4,40}$/, 'INVALID_VALUE'),
  decision: yup
    .string()
    .required('REQUIRED')
    .oneOf([...INSTALLMENT_DECISIONS], 'INVALID_VALUE'),
  reason: yup.string().nullable().max(500, 'TOO_LONG'),
  /** ISO time the provider sent it; older than the replay window is refused. */
  sentAt: yup.string().required('REQUIRED'),
});
export type InstallmentWebhookBody = yup.InferType<typeof installmentWebhookSchema>;

/** A webhook whose sentAt is further than this from the server's clock is refused (replays of old bodies). */
export const INSTALLMENT_WEBHOOK_WINDOW_MS = 10 * 60_000;
