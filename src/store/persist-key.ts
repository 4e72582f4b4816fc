/** localStorage key of the persisted flow state; logout removes it (SPEC §4). */
export const PERSIST_KEY = 'alva';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;
