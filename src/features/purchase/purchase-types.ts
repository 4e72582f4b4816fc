/** Shapes of the purchase flow state (SPEC §3 "Purchase state" and "Dealer"). */
export type DeliveryType = 'DELIVER_TO_HOME' | 'PICKUP_AT_DEALER';
export type PaymentType = 'FULL_PAYMENT' | 'INSTALLMENT';
export type OrderKind = 'Booking' | 'FullPurchase';
export type FinancingProvider = 'ADIRA' | 'BFI' | 'CASHBAC_EASYPAY' | 'PAPITUPI' | 'OTHER';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Dealer {
  id: string;
  default: boolean;
  location: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  operatingHours: string | null;
  zipCode: string | null;
  code: string | null;
  distance: number | null;
  distanceLabel: string | null;
}

export interface DataOwner {
  address: string;
  cityId: string | null;
  cityName: string;
  identityCardImage: string;
  identityCardNumber: string;
  name: string;
  provinceId: string | null;
  provinceName: string;
  email: string;
  phoneNumber: string;
  isbuyer: boolean;
}

export interface HomeDelivery {
  address: string;
  latitude: number;
  longitude: number;
  notes: string;
  /** Who receives the bike or the parcel, and the rest of the address written on it. */
  recipientName: string;
  phoneNumber: string;
  provinceId: string;
  provinceName: string;
  cityId: string;
  cityName: string;
  zipCode: string;
}

export interface Delivery {
  type: DeliveryType | null;
  dealer: Dealer | null;
  home: HomeDelivery | null;
  owner: DataOwner | null;
}

export interface BatteryChoice {
  code: string;
  name: string;
  category: string;
}

export interface ColorChoice {
  attributeId: string | null;
  variantId: string | null;
  name: string;
  img: string;
  images: string[];
}

export interface ProductPrice {
  minPrice: number;
  otrArea: string;
}
