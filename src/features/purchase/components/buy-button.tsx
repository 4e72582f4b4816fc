import { useRouter } from 'next/router';
import { routes } from '@/config/routes';
import { useAppDispatch } from '@/store/hooks';
import { purchaseActions, type BikeConfiguration } from '../purchase-slice';

interface BuyButtonProps {
  /** Null while the chosen combination does not exist: the button is shown disabled. */
  configuration: BikeConfiguration | null;
  className?: string;
  children: string;
}

/** "Buy": puts the configured bike into the persisted purchase state and opens /purchase at step 1. */
export function BuyButton({ configuration, className, children }: BuyButtonProps) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      disabled={!configuration}
      onClick={() => {
        if (!configuration) return;
        dispatch(purchaseActions.startPurchase(configuration));
        void router.push(routes.purchase);
      }}
    >
      {children}
    </button>
  );
}
