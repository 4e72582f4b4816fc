import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { fetchFinancingParameters } from '@/features/financing/get-calculator-props';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import type { CalculatorPageProps } from '@/views/customer/financing-page-shared';
import { MonthlyCostView } from '@/views/customer/monthly-cost-view';

export default MonthlyCostView;

export const getStaticProps: GetStaticProps<CalculatorPageProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [params, models, meta, messages] = await Promise.all([
    fetchFinancingParameters(client),
    fetchMotorcycles(client),
    getPageMeta(client, locale, 'monthly-cost'),
    loadMessages(locale),
  ]);
  return {
    props: { params, models: models.map((m) => ({ slug: m.slug, name: m.name })), meta, messages },
    revalidate: 60,
  };
};
