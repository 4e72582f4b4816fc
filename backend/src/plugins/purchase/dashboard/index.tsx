import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Receipt } from 'lucide-react';

import { listAndDetailRoutes } from '../../../dashboard-kit';
import { PaymentProofDetailPage } from './payment-proof-detail-page';
import { PaymentProofListPage } from './payment-proof-list-page';

const access = { requiresPermission: ['ReviewPaymentProof'], forbiddenWhat: msg`payment proofs` };

/** Bank-transfer proofs (ReviewPaymentProof: the e-commerce admin): accept settles the payment, reject declines it. */
defineDashboardExtension({
    routes: [
        ...listAndDetailRoutes({
            ...access,
            path: '/payment-proofs',
            navMenuItem: {
                sectionId: 'sales',
                title: /* i18n */ 'Payment proofs',
                icon: Receipt,
            },
            listTitle: <Trans>Payment proofs</Trans>,
            recordTitle: <Trans>Proof</Trans>,
            listPage: route => <PaymentProofListPage route={route} />,
            detailPage: route => <PaymentProofDetailPage route={route} />,
        }),
    ],
});
