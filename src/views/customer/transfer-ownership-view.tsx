import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { MuiScope } from '@/components/mui-scope';
import { browserPart } from '@/lib/browser-part';

// Reads and asks with plain requests (useShopQuery, useShopRequest), without Apollo's client (issue 19).
const RequestTransfer = browserPart(
  () => import('@/features/my-ev/components/request-transfer').then((m) => m.RequestTransfer),
  () => <LoadingPanel minHeight={200} />,
);

export function TransferOwnershipView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('MyEv');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('transfer.title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.transferOwnership')}</SeoHeading>
      <PageContainer>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('transfer.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('transfer.intro')}
        </Typography>
        <RequestTransfer />
      </PageContainer>
    </MuiScope>
  );
}
