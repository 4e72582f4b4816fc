import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './index';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for what is read once (a form's starting values) or at an event, not rendered from. */
export const useAppStore = useStore.withTypes<AppStore>();
