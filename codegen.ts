import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates typed document nodes from the documents in src/features/*\/graphql.
 * The schema is the committed SDL dump of the shop API; `npm run codegen -- --schema-from-server` refreshes it
 * from a running back end first (scripts/dump-schema.mjs).
 */
const config: CodegenConfig = {
  schema: 'src/graphql/shop-schema.graphql',
  documents: ['src/**/*.ts', 'src/**/*.tsx', '!src/graphql/generated/**', '!src/**/__tests__/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Money: 'number', JSON: 'unknown', Upload: 'File' },
      },
    },
    'src/graphql/generated/possible-types.ts': { plugins: ['./scripts/codegen-possible-types.cjs'] },
  },
};

export default config;
