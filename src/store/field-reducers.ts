import type { PayloadAction } from '@reduxjs/toolkit';

type SetReducers<S> = {
  [K in keyof S & string as `set${Capitalize<K>}`]: (state: S, action: PayloadAction<S[K]>) => void;
};
type ResetReducers<S> = {
  [K in keyof S & string as `reset${Capitalize<K>}`]: (state: S) => void;
};
export type FieldReducers<S> = SetReducers<S> & ResetReducers<S>;

const capitalize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * One `setX` and one `resetX` case reducer per field of a flat state object (SPEC §4: "each purchase
 * field has set and reset actions"), derived from the initial state so a new field cannot miss them.
 */
export function fieldReducers<S extends object>(initialState: S): FieldReducers<S> {
  const reducers: Record<string, (state: S, action: PayloadAction<unknown>) => void> = {};
  for (const key of Object.keys(initialState) as (keyof S & string)[]) {
    reducers[`set${capitalize(key)}`] = (state, action) => {
      state[key] = action.payload as S[typeof key];
    };
    reducers[`reset${capitalize(key)}`] = (state) => {
      state[key] = structuredClone(initialState[key]);
    };
  }
  return reducers as unknown as FieldReducers<S>;
}
