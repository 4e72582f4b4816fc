import path from 'path';

/**
 * The repository root. This file compiles to backend/dist/paths.js and runs from backend/src/paths.ts
 * under vitest, so the root is two levels up in both cases.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');
/** backend/src when running TypeScript directly (tests), backend/dist when compiled. */
export const CODE_DIR = __dirname;
