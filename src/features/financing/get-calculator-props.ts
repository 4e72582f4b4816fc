import type { ApolloClient } from '@apollo/client';
import type { FinancingParameters } from './choice';
import { FinancingParametersQuery } from './graphql/financing';

/** The calculators' parameters, fetched at build / revalidation time (never hard-coded in the pages). */
export async function fetchFinancingParameters(client: ApolloClient): Promise<FinancingParameters> {
  const { data } = await client.query({ query: FinancingParametersQuery, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('financingParameters returned no data');
  return data.financingParameters;
}
