import type { PageMeta } from '@/components/seo/seo-head';
import type { FinancedModel, FinancingParameters } from '@/features/financing/choice';

export interface CalculatorPageProps {
  params: FinancingParameters;
  models: FinancedModel[];
  meta: PageMeta | null;
}
