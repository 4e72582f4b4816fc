export * from './dist/local-hosts';
