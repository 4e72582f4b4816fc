import { AppApolloProvider } from '@/graphql/app-apollo-provider';
import { PurchaseFlow, type PurchaseFlowProps } from './purchase-flow';

/**
 * The purchase flow with its GraphQL client: one module so /purchase can load it (Apollo, the forms, the rules)
 * after the page shell, which keeps the page's first-load JS near the site's shared bundle.
 */
export default function PurchaseApp(props: PurchaseFlowProps) {
  return (
    <AppApolloProvider>
      <PurchaseFlow {...props} />
    </AppApolloProvider>
  );
}
