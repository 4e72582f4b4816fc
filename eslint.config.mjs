import { readdirSync } from 'node:fs';
import { FlatCompat } from '@eslint/eslintrc';

const compat = new FlatCompat({ baseDirectory: import.meta.dirname });

// CONVENTIONS rule 2: pages -> views -> features -> shared; a feature never imports another feature.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
}));
const sharedZones = ['components', 'graphql', 'lib', 'store', 'config'].map((dir) => ({
  target: `./src/${dir}`,
  from: ['./src/features', './src/views', './src/pages'],
}));

export default [
  { ignores: ['.next/**', 'node_modules/**', 'backend/**', 'src/graphql/generated/**', 'test-results/**', '.data/**'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
      '@next/next/no-img-element': 'off', // product art comes from Vendure's asset server with explicit sizes
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/store/**', 'src/testing/**'],
    // The store composes the feature slices; the test helper wraps every provider.
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
];
