/**
 * The yup fields of contact.ts's rules, for the schemas of every form and resolver that takes a name, an e-mail or a
 * phone. A module of their own so that contact.ts stays free of yup: the site's top bar formats a phone number on
 * every signed-in page, and importing the rules for that must not evaluate yup (issue 19).
 */
import { checkEmail, checkPersonName, checkPhone, compactPhone, normalizeEmail } from './contact';
import { checkedString } from './validate';

export const personNameField = () => checkedString(checkPersonName, 'personName');
export const emailField = () => checkedString(checkEmail, 'email');
export const phoneField = () => checkedString(checkPhone, 'phone');
/** The same, but an empty value is allowed (an optional e-mail or phone). */
export const optionalEmailField = () => checkedString((v) => (normalizeEmail(v) ? checkEmail(v) : null), 'email');
export const optionalPhoneField = () => checkedString((v) => (compactPhone(v ?? '') ? checkPhone(v) : null), 'phone');
