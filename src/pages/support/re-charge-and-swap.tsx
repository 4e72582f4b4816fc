import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { fetchModelFigures } from '@/features/catalogue/fetch-motorcycles';
import { CONTENT_REVALIDATE_SECONDS } from '@/features/content/constants';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/messages';
import { RechargeSwapView, type RechargeSwapProps } from '@/views/customer/recharge-swap-view';

export default RechargeSwapView;

/** The guide quotes each model's charge time and range from the catalogue's specification, never its own copy. */
export const getStaticProps: GetStaticProps<RechargeSwapProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, models, messages] = await Promise.all([
    getPageMeta(client, locale, 're-charge-and-swap'),
    fetchModelFigures(client),
    loadMessages(locale),
  ]);
  return { props: { meta, models, messages }, revalidate: CONTENT_REVALIDATE_SECONDS };
};
