/**
 * Loaded on demand (first focus or submit of a lead/contact form), so the calculator and contact pages ship no
 * Apollo code in their first load. It uses the app's one browser client with the whole link chain (SPEC §7-§8).
 */
import { configureBrowserClient, getBrowserApolloClient } from '@/graphql/apollo-client';
import type { SubmitContactMessageInput, SubmitMarketingLeadInput } from '@/graphql/generated/graphql';
import { localePath } from '@/lib/i18n';
import { clearLocalSession } from '@/lib/session';
import { SubmitContactMessageMutation, SubmitMarketingLeadMutation } from './graphql/leads';
import { showToast } from '@/components/ui/toast';

function client(locale: string, defaultMessage: string) {
  configureBrowserClient(locale, {
    notify: (message) => void showToast(message, { variant: 'error', preventDuplicate: true }),
    onUnauthorized: () => {
      void clearLocalSession().then(() => window.location.assign(localePath(locale, '/')));
    },
    defaultMessage: () => defaultMessage,
  });
  return getBrowserApolloClient();
}

export async function submitMarketingLead(input: SubmitMarketingLeadInput, locale: string, defaultMessage: string) {
  const { data } = await client(locale, defaultMessage).mutate({
    mutation: SubmitMarketingLeadMutation,
    variables: { input },
  });
  return data?.submitMarketingLead ?? null;
}

export async function submitContactMessage(input: SubmitContactMessageInput, locale: string, defaultMessage: string) {
  const { data } = await client(locale, defaultMessage).mutate({
    mutation: SubmitContactMessageMutation,
    variables: { input },
  });
  return data?.submitContactMessage ?? null;
}

export type SubmitLeadResult = NonNullable<Awaited<ReturnType<typeof submitMarketingLead>>>;
