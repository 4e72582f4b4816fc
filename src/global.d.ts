import type en from '../messages/en.json';
import type { Locale } from './lib/i18n';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}

declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: { uri?: string | ((operation: ApolloLink.Operation) => string); fetch?: typeof fetch; headers?: Record<string, string> });
  }
}
