import type { GetStaticPaths, GetStaticProps } from 'next';
import { MOTORCYCLE_SLUGS } from '@/features/catalogue/constants';
import { startPage } from '@/lib/page-props';
import { InstallmentView } from '@/views/customer/installment-view';

export default InstallmentView;

export const getStaticPaths: GetStaticPaths = async ({ locales = ['en'] }) => ({
  paths: locales.flatMap((locale) => MOTORCYCLE_SLUGS.map((slug) => ({ params: { slug }, locale }))),
  fallback: false,
});

export const getStaticProps: GetStaticProps = async ({ locale = 'en', params }) => {
  const slug = String(params?.slug ?? '');
  const { shell } = startPage(locale, 'installment', ['Installment', 'Documents', 'FormErrors']);
  return { props: { slug, ...(await shell) }, revalidate: 3600 };
};
