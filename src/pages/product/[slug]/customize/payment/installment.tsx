import type { GetStaticPaths, GetStaticProps } from 'next';
import { MOTORCYCLE_SLUGS } from '@/features/catalogue/constants';
import { startPage } from '@/lib/page-props';
import type { PageWithLayout } from '@/pages/_app';
import { InstallmentHead, InstallmentView } from '@/views/customer/installment-view';

const Page = InstallmentView as PageWithLayout<Parameters<typeof InstallmentView>[0]>;
// The offers are the buyer's own order's: a static shell filled in the browser (like /purchase).
Page.requiresRehydratedStore = true;
Page.rehydratingHead = (props) => <InstallmentHead meta={props.meta} />;
export default Page;

export const getStaticPaths: GetStaticPaths = async ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => MOTORCYCLE_SLUGS.map((slug) => ({ params: { slug }, locale }))),
  fallback: false,
});

export const getStaticProps: GetStaticProps = async ({ locale = 'en', params }) => {
  const slug = String(params?.slug ?? '');
  const { shell } = startPage(locale, 'installment', ['Installment', 'Documents', 'FormErrors']);
  return { props: { slug, ...(await shell) }, revalidate: 3600 };
};
