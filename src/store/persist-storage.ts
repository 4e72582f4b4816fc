import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

/** localStorage in the browser; a storage that keeps nothing during server rendering. */
export function persistStorage() {
  if (typeof window !== 'undefined') return createWebStorage('local');
  return {
    getItem: async () => null,
    setItem: async (_key: string, value: string) => value,
    removeItem: async () => undefined,
  };
}
