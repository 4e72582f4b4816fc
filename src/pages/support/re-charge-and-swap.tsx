import type { GetStaticProps } from 'next';
import { fetchModelFigures } from '@/features/catalogue/fetch-motorcycles';
import { CONTENT_REVALIDATE_SECONDS } from '@/features/content/constants';
import { startPage } from '@/lib/page-props';
import { RechargeSwapView, type RechargeSwapProps } from '@/views/customer/recharge-swap-view';

export default RechargeSwapView;

/** The guide quotes each model's charge time and range from the catalogue's specification, never its own copy. */
export const getStaticProps: GetStaticProps<RechargeSwapProps> = async ({ locale = 'en' }) => {
  const { client, shell } = startPage(locale, 're-charge-and-swap', ['RechargeSwap', 'Faq', 'Content']);
  const [models, common] = await Promise.all([fetchModelFigures(client), shell]);
  return { props: { models, ...common }, revalidate: CONTENT_REVALIDATE_SECONDS };
};
