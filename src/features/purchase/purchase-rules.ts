import type { RegisterOptions, UseFormGetValues } from 'react-hook-form';
import type { OwnerValues } from './components/owner-step';

/**
 * Client-side checks of step 1, each answering the server's field code (the message key). The server checks the
 * same rules again (setPurchaseOwner answers PurchaseInputError.fieldErrors); these only save a round trip.
 * Interim: replaced by the shared @alva/rules schemas once the form layer lands.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const required = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null) || 'REQUIRED';

function name(value: string) {
  const v = value.trim();
  if (!v) return 'REQUIRED';
  if (v.length < 2) return 'TOO_SHORT';
  if (v.length > 100) return 'TOO_LONG';
  return /^[\p{L}][\p{L} .'-]*$/u.test(v) || 'LETTERS_ONLY';
}

function email(value: string) {
  const v = value.trim();
  if (!v) return 'REQUIRED';
  return EMAIL.test(v) || 'EMAIL_FORMAT';
}

function phone(value: string) {
  const v = value.trim().replace(/[\s-]/g, '');
  if (!v) return 'REQUIRED';
  if (!/^\+?\d+$/.test(v)) return 'PHONE_FORMAT';
  if (v.startsWith('+') && !v.startsWith('+62')) return 'PHONE_COUNTRY';
  const digits = v.replace(/^\+/, '');
  return (digits.length >= 11 && v.length <= 15) || 'PHONE_LENGTH';
}

function nik(value: string) {
  const v = value.trim();
  if (!v) return 'REQUIRED';
  if (!/^\d+$/.test(v)) return 'NUMBERS_ONLY';
  return v.length === 16 || 'NIK_LENGTH';
}

type Rule = (get: UseFormGetValues<OwnerValues>) => RegisterOptions<OwnerValues>;

export const ownerRules: Partial<Record<keyof OwnerValues, Rule>> = {
  name: () => ({ validate: (v) => name(String(v)) }),
  identityCardNumber: () => ({ validate: (v) => nik(String(v)) }),
  email: () => ({ validate: (v) => email(String(v)) }),
  phoneNumber: () => ({ validate: (v) => phone(String(v)) }),
  address: () => ({
    validate: (v) => (String(v).trim() ? String(v).trim().length <= 500 || 'TOO_LONG' : 'REQUIRED'),
  }),
  provinceId: () => ({ validate: required }),
  cityId: () => ({ validate: required }),
  zipCode: () => ({ validate: (v) => !String(v).trim() || /^\d{5}$/.test(String(v).trim()) || 'ZIP_FORMAT' }),
  buyerName: (get) => ({ validate: (v) => get('isBuyer') || name(String(v)) }),
  buyerEmail: (get) => ({ validate: (v) => get('isBuyer') || email(String(v)) }),
};

export const deliveryChecks = { name, phone, required };
