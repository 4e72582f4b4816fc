import { AppApolloProvider } from '@/graphql/app-apollo-provider';
import { InstallmentApp, type InstallmentAppProps } from './installment-app';

/**
 * The offers and the application with their GraphQL client: one module the page loads after its shell (like
 * /purchase), which keeps the page's first-load JS near the site's shared bundle.
 */
export default function InstallmentAppRoot(props: InstallmentAppProps) {
  return (
    <AppApolloProvider>
      <InstallmentApp {...props} />
    </AppApolloProvider>
  );
}
