import { installmentApplicationSchema } from '@alva/rules';

/**
 * The application form's schema: the two agreements of the server's own schema (@alva/rules installment.ts),
 * picked as they are (SPEC §5: agreeing to the requirements is required). The offer (provider, down payment,
 * tenor) is chosen with buttons and selects and sent as chosen; the server checks it again.
 */
export const installmentFormSchema = installmentApplicationSchema.pick(['agreeRequirements', 'consentToShare']);

export interface InstallmentFormValues {
  agreeRequirements: boolean;
  consentToShare: boolean;
}
