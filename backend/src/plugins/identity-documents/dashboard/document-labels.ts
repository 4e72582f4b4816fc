import { msg } from '@lingui/core/macro';

import type { Labels } from '../../../dashboard-kit';

/**
 * How staff call each CustomerDocumentType, wherever the back office names one (the documents block, its access log,
 * an installment application's requirements and history). The identity card's own kind (KTP or KITAS) is on the card.
 */
export const DOCUMENT_TYPE_LABELS: Labels = {
    IDENTITY_CARD: msg`Identity card`,
    TAX_CARD: msg`NPWP`,
    FAMILY_CARD: msg`Family card (KK)`,
    PROOF_OF_INCOME: msg`Proof of income`,
};
