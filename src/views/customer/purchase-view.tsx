import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { useHasSession } from '@/lib/use-has-session';
import { PurchaseEmpty } from '@/features/purchase/components/purchase-empty';
import { purchaseActions } from '@/features/purchase/purchase-slice';
import { getCustomerId } from '@/lib/cookies';
import { useStoreRehydrated } from '@/store/after-rehydration';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { browserPart } from '@/lib/browser-part';

function Preparing() {
  const t = useTranslations('Purchase');
  return <LoadingPanel label={t('preparing')} />;
}

// The flow (the forms and their rules) loads after the shell: it only runs in the browser anyway. It talks to the shop
// API with plain requests (useShopQuery, useShopRequest), without Apollo's client (issue 19).
const PurchaseApp = browserPart(
  () => import('@/features/purchase/components/purchase-flow').then((m) => m.PurchaseFlow),
  Preparing,
);

// The KTP photo goes to the identity documents of the accounts feature; loaded only when the owner step shows it.
const PhotoUploader = browserPart(() =>
  import('@/features/accounts/documents/photo-uploader').then((m) => m.PhotoUploader),
);
const ktpPhotoUploader = (onUploaded: () => void) => (
  <PhotoUploader type="IDENTITY_CARD" kind="KTP" documentLabel="KTP" hasImage={false} onUploaded={onUploaded} />
);

/** The page's SEO head and hidden h1. */
function PurchaseHead({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Purchase');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.purchase')}</SeoHeading>
    </>
  );
}

/**
 * `/purchase`: the buyer's own order, so a static shell filled in the browser once the persisted purchase state has
 * rehydrated (SPEC §4). `?flow=cart` starts the shop-cart checkout; `?order=CODE` shows a placed order's payment.
 */
export function PurchaseView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Purchase');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const rehydrated = useStoreRehydrated();
  const hasSession = useHasSession();
  const signedIn = Boolean(hasSession && getCustomerId());
  const flow = typeof router.query.flow === 'string' ? router.query.flow : null;
  const order = typeof router.query.order === 'string' ? router.query.order : null;
  const bikeChosen = useAppSelector((state) => Boolean(state.purchase.variantColor || state.purchase.orderCode));
  // No session means no order and no cart on the server: with no motorcycle chosen either, there is nothing to load.
  const nothingToBuy = hasSession === false && !bikeChosen && !order && flow !== 'cart';

  // After rehydration, which would otherwise put the persisted steps back over the new checkout.
  useEffect(() => {
    if (!rehydrated || flow !== 'cart') return;
    dispatch(purchaseActions.startCartCheckout());
    void router.replace(routes.purchase, undefined, { shallow: true });
  }, [rehydrated, flow, dispatch, router]);

  return (
    <>
      <PurchaseHead meta={meta} />
      {/* At least a screen tall: the steps arrive after the shell, and the footer stays below the fold meanwhile. */}
      <PageContainer fillViewport>
        <h2 className={`${text.pageTitle} ${text.spacedBelow}`}>{t('title')}</h2>
        {/* The placeholder until the persisted state is back and the address's query is known (a cart checkout first
            starts its steps, then comes back here without ?flow). */}
        {rehydrated && router.isReady && nothingToBuy ? (
          <PurchaseEmpty signedIn={false} />
        ) : rehydrated && router.isReady && flow !== 'cart' ? (
          <PurchaseApp
            signedIn={signedIn}
            orderCodeFromUrl={order}
            ktpPhotoUploader={ktpPhotoUploader}
            onOrderPlaced={(code) => void router.push({ pathname: routes.purchase, query: { order: code } })}
          />
        ) : (
          <Preparing />
        )}
      </PageContainer>
    </>
  );
}
