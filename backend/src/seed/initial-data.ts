import { dummyPaymentHandler, InitialData, LanguageCode } from '@vendure/core';

/**
 * Zones, countries, tax, shipping and payment for a fresh database (the demo data set's). DEMO: PPN (Indonesian VAT) is
 * modelled as a single 11 % rate; shipping prices are placeholders until the shipping calculators
 * (DESIGN §5) exist. Amounts are IDR minor units (× 100).
 */
export const initialData: InitialData = {
    defaultLanguage: LanguageCode.en,
    defaultZone: 'Indonesia',
    taxRates: [{ name: 'PPN 11%', percentage: 11 }],
    shippingMethods: [
        { name: 'Pickup at dealer', price: 0 },
        { name: 'Deliver to home', price: 250_000_00 },
    ],
    paymentMethods: [
        {
            name: 'Demo payment',
            handler: { code: dummyPaymentHandler.code, arguments: [{ name: 'automaticSettle', value: 'false' }] },
        },
    ],
    countries: [
        { name: 'Indonesia', code: 'ID', zone: 'Indonesia' },
        { name: 'Singapore', code: 'SG', zone: 'Southeast Asia' },
        { name: 'Malaysia', code: 'MY', zone: 'Southeast Asia' },
        { name: 'Thailand', code: 'TH', zone: 'Southeast Asia' },
        { name: 'Philippines', code: 'PH', zone: 'Southeast Asia' },
        { name: 'Vietnam', code: 'VN', zone: 'Southeast Asia' },
    ],
    collections: [],
};
