import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { MuiScope } from '@/components/mui-scope';

const RequestTransfer = browserApolloPart(
  () => import('@/features/my-ev/components/request-transfer').then((m) => m.RequestTransfer),
  200,
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
