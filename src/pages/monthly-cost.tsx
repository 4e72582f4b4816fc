import type { GetStaticProps } from 'next';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { fetchFinancingParameters } from '@/features/financing/get-calculator-props';
import type { CalculatorPageProps } from '@/views/customer/financing-page-shared';
import { MonthlyCostView } from '@/views/customer/monthly-cost-view';
import { startPage } from '@/lib/page-props';

export default MonthlyCostView;

export const getStaticProps: GetStaticProps<CalculatorPageProps> = async ({ locale = 'en' }) => {
  const { client, shell } = startPage(locale, 'monthly-cost', ['Financing', 'Leads', 'FormErrors']);
  const [params, models, common] = await Promise.all([
    fetchFinancingParameters(client),
    fetchMotorcycles(client),
    shell,
  ]);
  return {
    props: { params, models: models.map((m) => ({ slug: m.slug, name: m.name })), ...common },
    revalidate: 60,
  };
};
