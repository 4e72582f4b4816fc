import { onDemandApolloClient } from '@/graphql/on-demand-client';
import {
  AutoLoginByPhoneNumberMutation,
  CustomerCheckIfPhoneNumberIsNotRegisteredQuery,
  SendOtpMutation,
  VerifyOtpMutation,
} from '../graphql/phone';
import { phoneRecaptchaToken, signInWithPhoneCustomToken } from './firebase-sign-in';
import type { RegistrationContext } from './registration-context';

/**
 * The phone form's calls, loaded on the first submit (Apollo, the documents and Firebase stay out of /login's
 * first load).
 */
export async function requestOtp(locale: string, phoneNumber: string, recaptchaContainer: HTMLElement | null) {
  let recaptchaToken: string | null = null;
  if (recaptchaContainer) {
    recaptchaToken = await phoneRecaptchaToken(recaptchaContainer).catch(() => {
      throw Object.assign(new Error('recaptcha'), { recaptcha: true });
    });
  }
  const { data } = await onDemandApolloClient(locale).mutate({
    mutation: SendOtpMutation,
    variables: { phoneNumber, recaptchaToken },
  });
  return data?.sendOtp ?? null;
}

export async function isPhoneRegistered(locale: string, phoneNumber: string): Promise<boolean | null> {
  const { data } = await onDemandApolloClient(locale).query({
    query: CustomerCheckIfPhoneNumberIsNotRegisteredQuery,
    variables: { phoneNumber },
    fetchPolicy: 'no-cache',
  });
  const isRegistered = data?.customerCheckIfPhoneNumberIsNotRegistered.isRegistered;
  return typeof isRegistered === 'boolean' ? isRegistered : null;
}

export async function verifyOtp(locale: string, sessionInfo: string, code: string) {
  const { data } = await onDemandApolloClient(locale).mutate({
    mutation: VerifyOtpMutation,
    variables: { sessionInfo, code },
  });
  return data?.verifyOtp ?? null;
}

/** autoLoginByPhoneNumber, then Firebase with its custom token, then completeSignIn. Null when signed in. */
export async function signInWithVerifiedPhone(
  locale: string,
  phoneNumber: string,
  sessionInfo: string,
  context: RegistrationContext,
) {
  const client = onDemandApolloClient(locale);
  const { data } = await client.mutate({
    mutation: AutoLoginByPhoneNumberMutation,
    variables: { phoneNumber, sessionInfo, ...context },
  });
  const login = data?.autoLoginByPhoneNumber;
  if (!login?.success || !login.customToken) return login ?? { errorCode: 'SYSTEM_ERROR', retryAfterSeconds: null };
  await signInWithPhoneCustomToken(client, login.customToken);
  return null;
}
