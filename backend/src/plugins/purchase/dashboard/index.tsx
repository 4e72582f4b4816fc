import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { Receipt } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { PaymentProofDetailPage } from './payment-proof-detail-page';
import { PaymentProofListPage } from './payment-proof-list-page';

const access = { requiresPermission: ['ReviewPaymentProof'], forbiddenWhat: msg`payment proofs` };

/** Bank-transfer proofs (ReviewPaymentProof: the e-commerce admin): accept settles the payment, reject declines it. */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access,
            path: '/payment-proofs',
            loader: () => ({ breadcrumb: <Trans>Payment proofs</Trans> }),
            navMenuItem: {
                sectionId: 'sales',
                id: 'payment-proofs',
                title: /* i18n */ 'Payment proofs',
                icon: Receipt,
            },
            component: route => <PaymentProofListPage route={route} />,
        }),
        guardedRoute({
            ...access,
            path: '/payment-proofs/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/payment-proofs', label: <Trans>Payment proofs</Trans> },
                    <Trans key="proof">Proof</Trans>,
                ],
            }),
            component: route => <PaymentProofDetailPage route={route} />,
        }),
    ],
});
