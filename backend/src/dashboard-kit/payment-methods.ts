import { graphql } from '@/gql';
import { api, useQuery } from '@vendure/dashboard';

const paymentMethodNamesDocument = graphql(`
    query StaffPaymentMethodNames {
        paymentMethods(options: { take: 100 }) {
            items {
                code
                name
            }
        }
    }
`);

/**
 * A payment method's name (Vendure's payment methods, in the dashboard's content language) by its code, as an order's
 * custom fields and our history entries record it; the code itself until the names have loaded, or for a staff member
 * who may not read payment methods.
 */
export function usePaymentMethodName(): (code: string) => string {
    const { data } = useQuery({
        queryKey: ['staffPaymentMethodNames'],
        queryFn: () => api.query(paymentMethodNamesDocument),
        staleTime: 10 * 60_000,
        retry: false,
    });
    const names = new Map(data?.paymentMethods.items.map(m => [m.code, m.name]));
    return code => names.get(code) ?? code;
}
