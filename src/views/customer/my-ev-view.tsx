import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { MuiScope } from '@/components/mui-scope';

// The bikes are fetched in the browser (they change with every share): the list loads after the page's shell.
const MyEvList = browserApolloPart(() => import('@/features/my-ev/components/my-ev-list').then((m) => m.MyEvList), 300);

export function MyEvView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('MyEv');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.myEv')}</SeoHeading>
      {/* At least a screen tall: the footer stays below the fold when the bikes arrive (CLS 0.25 before). */}
      <PageContainer fillViewport>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('intro')}
        </Typography>
        <MyEvList />
      </PageContainer>
    </MuiScope>
  );
}
