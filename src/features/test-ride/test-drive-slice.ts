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
  // The customer flow's own fields (not named in SPEC §3), persisted so a reload keeps what was chosen and typed.
  locationType: 'DEALER' as 'DEALER' | 'HOME' | 'OWNER',
  homeAddress: '',
  homeLocation: null as { latitude: number; longitude: number } | null,
  bookingDate: '',
  slotStart: '',
  currentMotorcycle: '',
  notificationChannel: 'WHATSAPP' as 'WHATSAPP' | 'SMS',
  /** One key per booking attempt: a double submit (or a retry after a lost answer) returns the same booking. */
  idempotencyKey: '',
};

export type TestDriveState = typeof initialTestDriveState;

export const testDriveSlice = createSlice({
  name: 'testDrive',
  initialState: initialTestDriveState,
  reducers: { ...fieldReducers(initialTestDriveState), resetTestDrive: () => initialTestDriveState },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialTestDriveState),
});

export const testDriveActions = testDriveSlice.actions;
