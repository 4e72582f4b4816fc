import { CustomFieldConfig, LanguageCode } from '@vendure/core';

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * Customer profile fields (SPEC §3). Fields that only the server or staff may set are hidden from the
 * shop API (`public: false`); the profile is read through the `profileCustomer` query instead.
 * The Firebase uid is not a field here: Vendure stores it as the customer's ExternalAuthenticationMethod
 * (strategy `firebase`), which is how the sign-in strategy finds the customer.
 */
export const customerCustomFields: CustomFieldConfig[] = [
    { name: 'branchLocation', type: 'string', nullable: true, label: en('Branch location') },
    { name: 'selectedLanguage', type: 'string', nullable: true, label: en('Selected language') },
    {
        // Order updates besides e-mail; WhatsApp unless the customer chose SMS.
        name: 'notificationChannel',
        type: 'string',
        nullable: true,
        options: [{ value: 'WHATSAPP' }, { value: 'SMS' }],
        label: en('Order updates by'),
    },
    {
        name: 'statusAffiliator',
        type: 'boolean',
        defaultValue: false,
        nullable: false,
        public: false,
        label: en('Affiliator'),
    },
    { name: 'photoURL', type: 'string', nullable: true, length: 1024, label: en('Photo URL') },
    { name: 'birthDate', type: 'datetime', nullable: true, label: en('Birth date') },
    {
        name: 'gender',
        type: 'string',
        nullable: true,
        options: [{ value: 'MALE' }, { value: 'FEMALE' }],
        label: en('Gender'),
    },
    {
        name: 'isGoogleAccount',
        type: 'boolean',
        defaultValue: false,
        nullable: false,
        public: false,
        readonly: true,
        label: en('Signed up with Google'),
    },
    { name: 'persona', type: 'string', nullable: true, public: false, label: en('Persona') },
    {
        name: 'isPS',
        type: 'boolean',
        defaultValue: false,
        nullable: false,
        public: false,
        label: en('Product specialist'),
    },
    { name: 'role', type: 'string', nullable: true, public: false, label: en('Staff role') },
    {
        name: 'allowedCompany',
        type: 'string',
        list: true,
        defaultValue: [],
        public: false,
        label: en('Allowed companies'),
    },
    { name: 'occupation', type: 'string', nullable: true, label: en('Occupation') },
    // Registration (SPEC §7: registerCustomer, registerCustomerWithGoogle, autoLoginByPhoneNumber): set once by the
    // server when the account is created, never by the customer afterwards.
    {
        name: 'referralLink',
        type: 'string',
        nullable: true,
        length: 2048,
        public: false,
        readonly: true,
        label: en('Referral link'),
    },
    {
        name: 'referralCode',
        type: 'string',
        nullable: true,
        length: 64,
        public: false,
        readonly: true,
        label: en('Referral code'),
    },
    {
        name: 'sourceRegistration',
        type: 'string',
        nullable: true,
        public: false,
        readonly: true,
        options: [{ value: 'ANDROID' }, { value: 'IOS' }, { value: 'WEBSITE' }],
        label: en('Registration source'),
    },
    {
        name: 'emailVerified',
        type: 'boolean',
        defaultValue: false,
        nullable: false,
        public: false,
        readonly: true,
        label: en('E-mail verified'),
    },
];

export interface AlvaCustomerCustomFields {
    branchLocation?: string | null;
    selectedLanguage?: string | null;
    notificationChannel?: string | null;
    statusAffiliator?: boolean;
    photoURL?: string | null;
    birthDate?: Date | null;
    gender?: 'MALE' | 'FEMALE' | null;
    isGoogleAccount?: boolean;
    persona?: string | null;
    isPS?: boolean;
    role?: string | null;
    allowedCompany?: string[] | null;
    occupation?: string | null;
    referralLink?: string | null;
    referralCode?: string | null;
    sourceRegistration?: 'ANDROID' | 'IOS' | 'WEBSITE' | null;
    emailVerified?: boolean;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomCustomerFields extends AlvaCustomerCustomFields {}
}
