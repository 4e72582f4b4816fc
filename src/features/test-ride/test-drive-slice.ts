import { createSlice } from '@reduxjs/toolkit';
import { fieldReducers } from '@/store/field-reducers';
import { DEFAULT_USER_LOCATION } from '@/config/geo';
import { sessionCleared } from '@/store/shared-actions';

export interface CustomerDetailSurvey {
  customerName: string;
  email: string;
  odooID: string;
  persona: string;
  phoneNumber: string;
}

/** Test-drive flow state (SPEC §3); the staff tool's menu navigator defaults to the guestbook. */
export const initialTestDriveState = {
  productId: 5 as number | string,
  successData: null as Record<string, unknown> | null,
  successDataGiias: null as Record<string, unknown> | null,
  idLocation: null as string | null,
  imgSuccess: '',
  imgSuccessMobile: '',
  userLocation: { ...DEFAULT_USER_LOCATION } as { latitude: number; longitude: number },
  surveyTemp: [] as string[],
  custommerSurvey: [] as string[],
  customerDetailSurvey: {
    customerName: '',
    email: '',
    odooID: '',
    persona: '',
    phoneNumber: '',
  } as CustomerDetailSurvey,
  searchCustomer: '',
  guestbook: null as Record<string, unknown> | null,
  menuNavigator: 'guestbook',
  orderN3: false,
};

export type TestDriveState = typeof initialTestDriveState;

export const testDriveSlice = createSlice({
  name: 'testDrive',
  initialState: initialTestDriveState,
  reducers: { ...fieldReducers(initialTestDriveState), resetTestDrive: () => initialTestDriveState },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialTestDriveState),
});

export const testDriveActions = testDriveSlice.actions;
