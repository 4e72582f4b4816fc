import { useRouter } from 'next/router';
import { routes } from '@/config/routes';
import { OrderTracking } from '@/features/orders/components/order-tracking';
import { browserPart } from '@/lib/browser-part';

// An installment order's application (issue 14); renders nothing for other orders, so loaded apart.
const InstallmentPanel = browserPart(() =>
  import('@/features/installment/components/installment-panel').then((m) => m.InstallmentPanel),
);

/** The order's progress and, for an installment order, its application. */
export function OrderTrackingParts({ code }: { code: string }) {
  const router = useRouter();
  return (
    <>
      <InstallmentPanel code={code} onPaymentStarted={(c) => void router.push(routes.purchasePayment(c))} />
      <OrderTracking code={code} />
    </>
  );
}
