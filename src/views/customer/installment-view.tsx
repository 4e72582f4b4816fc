import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { routes } from '@/config/routes';
import { useHasSession } from '@/lib/use-has-session';
import type { DocumentUploaderSlot } from '@/features/installment/components/installment-app';
import { purchaseActions } from '@/features/purchase/purchase-slice';
import { getCustomerId } from '@/lib/cookies';
import { AfterRehydration } from '@/store/after-rehydration';
import { useAppDispatch } from '@/store/hooks';
import { browserPart } from '@/lib/browser-part';
import { MuiScope } from '@/components/mui-scope';

function Loading() {
  const t = useTranslations('Installment');
  return <LoadingPanel label={t('loadingOffers')} />;
}

// The comparison and the form run in the browser only (the buyer's own order); loaded after the shell. They talk to
// the shop API without Apollo's client (useShopQuery, useShopRequest).
const InstallmentApp = browserPart(
  () => import('@/features/installment/components/installment-app').then((m) => m.InstallmentApp),
  Loading,
);
// The accounts feature's uploader for a missing document, loaded when one is missing.
const PhotoUploader = browserPart(() =>
  import('@/features/accounts/documents/photo-uploader').then((m) => m.PhotoUploader),
);
const documentUploader: DocumentUploaderSlot = (type, label, onUploaded) => (
  <PhotoUploader
    type={type as 'IDENTITY_CARD'}
    kind={type === 'IDENTITY_CARD' ? 'KTP' : null}
    documentLabel={label}
    hasImage={false}
    onUploaded={onUploaded}
  />
);

function InstallmentHead({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Installment');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.installment')}</SeoHeading>
    </>
  );
}

/** `/product/[slug]/customize/payment/installment`: compare the providers' offers and apply to one (issue 14). */
export function InstallmentView({ meta, slug }: { meta: PageMeta | null; slug: string }) {
  const t = useTranslations('Installment');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const hasSession = useHasSession();
  const signedIn = Boolean(hasSession && getCustomerId());
  const orderCode = typeof router.query.order === 'string' ? router.query.order : null;
  return (
    <MuiScope>
      <InstallmentHead meta={meta} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <p style={{ marginTop: 0 }}>{orderCode ? t('introAgain', { code: orderCode }) : t('intro')}</p>
        {/* The offers follow the persisted purchase (SPEC §4): they wait for it. */}
        <AfterRehydration fallback={<Loading />}>
          <InstallmentApp
            productSlug={slug}
            orderCode={orderCode}
            signedIn={signedIn}
            documentUploader={documentUploader}
            onApplied={(code) => {
              // The order is placed: the purchase steps are done, the order page follows the application.
              dispatch(purchaseActions.resetPurchase());
              void router.push(routes.orderDetail(code));
            }}
          />
        </AfterRehydration>
      </Container>
    </MuiScope>
  );
}
