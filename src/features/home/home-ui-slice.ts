import { createSlice } from '@reduxjs/toolkit';
import { fieldReducers } from '@/store/field-reducers';

/** Home page UI state (SPEC §2); not persisted. */
export const initialHomeUiState = {
  uspActiveTab: 1,
  secondNavPosition: 1,
  secondNavActive: false,
  view360Accent: 'white-accent',
  view360Color: 'black',
};

export const homeUiSlice = createSlice({
  name: 'homeUi',
  initialState: initialHomeUiState,
  reducers: fieldReducers(initialHomeUiState),
});

export const homeUiActions = homeUiSlice.actions;
