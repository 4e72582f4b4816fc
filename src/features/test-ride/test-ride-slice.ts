import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  /** userLocation is the visitor's own (shared with "use my location"), not the default map centre. */
  userLocationShared: false,
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

/** The booking form's fields (checked by testRideBookingInputSchema of @alva/rules). */
export interface BookingDraft {
  locationType: TestDriveState['locationType'];
  placeId: string;
  address: string;
  slotStart: string;
  name: string;
  phone: string;
  email: string;
  surveyAnswers: string[];
  currentMotorcycle: string;
  notificationChannel: TestDriveState['notificationChannel'];
}

/** The form's values kept in the store (after a reload, the form starts from them). */
export const bookingDraftOf = (state: TestDriveState): BookingDraft => ({
  locationType: state.locationType,
  placeId: state.idLocation ?? '',
  address: state.homeAddress,
  slotStart: state.slotStart,
  name: state.customerDetailSurvey.customerName,
  phone: state.customerDetailSurvey.phoneNumber,
  email: state.customerDetailSurvey.email,
  surveyAnswers: state.surveyTemp,
  currentMotorcycle: state.currentMotorcycle,
  notificationChannel: state.notificationChannel,
});

export const testDriveSlice = createSlice({
  name: 'testDrive',
  initialState: initialTestDriveState,
  reducers: {
    ...fieldReducers(initialTestDriveState),
    resetTestDrive: () => initialTestDriveState,
    /** The booking form's values as typed: the form owns them, the store keeps them across a reload. */
    bookingDraftChanged: (state, { payload }: PayloadAction<BookingDraft>) => {
      state.locationType = payload.locationType;
      state.idLocation = payload.placeId || null;
      state.homeAddress = payload.address;
      state.slotStart = payload.slotStart;
      state.customerDetailSurvey.customerName = payload.name;
      state.customerDetailSurvey.phoneNumber = payload.phone;
      state.customerDetailSurvey.email = payload.email;
      state.surveyTemp = payload.surveyAnswers;
      state.currentMotorcycle = payload.currentMotorcycle;
      state.notificationChannel = payload.notificationChannel;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialTestDriveState),
});

export const testDriveActions = testDriveSlice.actions;
