import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { browserPart } from '@/lib/browser-part';

// The bikes are fetched in the browser (they change with every share): the list loads after the page's shell, without
// Apollo (my-ev-list.tsx).
const MyEvList = browserPart(
  () => import('@/features/my-ev/components/my-ev-list').then((m) => m.MyEvList),
  () => <LoadingPanel minHeight={300} />,
);

/** The customer's bikes: plain HTML and CSS, MUI only in the share and transfer dialogs (issue 19). */
export function MyEvView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('MyEv');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.myEv')}</SeoHeading>
      {/* At least a screen tall: the footer stays below the fold when the bikes arrive (CLS 0.25 before). */}
      <PageContainer fillViewport>
        <h2 className={text.pageTitle}>{t('title')}</h2>
        <p className={`${text.muted} ${text.spacedBelow}`}>{t('intro')}</p>
        <MyEvList />
      </PageContainer>
    </>
  );
}
