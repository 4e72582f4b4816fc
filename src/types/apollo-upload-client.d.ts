// apollo-upload-client ships JSDoc-typed .mjs files without declarations for this entry point.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: {
      uri?: string | ((operation: ApolloLink.Operation) => string);
      fetch?: typeof fetch;
      headers?: Record<string, string>;
    });
  }
}
