import { ApolloLink, HttpLink } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { publicEnv } from '@/config/env';

/** Which of the three endpoints an operation goes to (SPEC §7): `context: { clientName }`. */
export type ClientName = 'main' | 'secondary' | 'content';

interface EndpointOptions {
  /** Main endpoint URL (the server may use an internal address). */
  mainUrl: string;
  /** Vendure translates names and error messages by `?languageCode=`. */
  getLocale: () => string;
  fetch?: typeof fetch;
}

const withLanguage = (url: string, locale: string) => `${url}${url.includes('?') ? '&' : '?'}languageCode=${locale}`;

/**
 * Terminating link: the main endpoint goes multipart when a variable is a File or Blob; the second is chosen by
 * the `secondary` client name; the third (`content`) also sends its own fixed API key header.
 */
export function createEndpointLink({ mainUrl, getLocale, fetch: fetchImpl }: EndpointOptions): ApolloLink {
  const main = new UploadHttpLink({ uri: () => withLanguage(mainUrl, getLocale()), fetch: fetchImpl });
  const secondary = new HttpLink({ uri: () => withLanguage(publicEnv.secondaryApiUrl, getLocale()), fetch: fetchImpl });
  const content = new HttpLink({
    uri: () => withLanguage(publicEnv.contentApiUrl, getLocale()),
    headers: { 'x-content-api-key': publicEnv.contentApiKey },
    fetch: fetchImpl,
  });
  const clientName = (operation: ApolloLink.Operation): ClientName => operation.getContext().clientName ?? 'main';
  return ApolloLink.split(
    (op) => clientName(op) === 'secondary',
    secondary,
    ApolloLink.split((op) => clientName(op) === 'content', content, main),
  );
}
