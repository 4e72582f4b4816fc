import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { homeUiSlice } from '@/features/home/home-ui-slice';
import { installmentSlice, purchaseSlice } from '@/features/purchase/purchase-slice';
import { testDriveSlice } from '@/features/test-ride/test-ride-slice';
import { PERSIST_KEY } from './persist-key';
import { persistStorage } from './persist-storage';

const rootReducer = combineReducers({
  purchase: purchaseSlice.reducer,
  installment: installmentSlice.reducer,
  testDrive: testDriveSlice.reducer,
  homeUi: homeUiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export { PERSIST_KEY, PERSIST_STORAGE_KEY } from './persist-key';

const persistedReducer = persistReducer(
  {
    key: PERSIST_KEY,
    storage: persistStorage(),
    whitelist: ['purchase', 'installment', 'testDrive'],
    // SPEC §4: the persist timeout is disabled, the app waits for rehydration however long it takes.
    timeout: 0,
  },
  rootReducer,
);

/** One store per request on the server, one per page load in the browser. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
