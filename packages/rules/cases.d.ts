export * from './dist/cases';
