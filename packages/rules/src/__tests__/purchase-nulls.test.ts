import { describe, expect, it } from 'vitest';
import { purchaseDeliverySchema, purchaseOwnerSchema, validatePurchaseInput } from '../purchase';

// GraphQL hands an empty optional field over as null: the rules judge it (optional passes, required is REQUIRED)
// instead of yup refusing it with its own untranslatable "cannot be null".
const owner = {
    name: 'Dewi Lestari',
    identityCardNumber: '3171011205900001',
    email: 'dewi@alva.example',
    phoneNumber: '081234567890',
    address: 'Jl. Jend. Sudirman No. 1',
    provinceId: '31',
    provinceName: 'DKI Jakarta',
    cityId: '3171',
    cityName: 'Kota Jakarta Selatan',
    zipCode: null,
    isBuyer: true,
    buyerName: null,
    buyerEmail: null,
};

describe('purchase schemas and null', () => {
    it('accept null in an optional field', async () => {
        expect((await validatePurchaseInput(purchaseOwnerSchema, owner)).ok).toBe(true);
        const pickup = { type: 'PICKUP_AT_DEALER', dealerId: '3', latitude: null, zipCode: null, address: null };
        expect((await validatePurchaseInput(purchaseDeliverySchema, pickup)).ok).toBe(true);
    });

    it('answer REQUIRED for null in a required field', async () => {
        const result = await validatePurchaseInput(purchaseOwnerSchema, { ...owner, name: null, isBuyer: null });
        expect(result).toEqual({
            ok: false,
            errors: [
                { field: 'name', code: 'REQUIRED' },
                { field: 'isBuyer', code: 'REQUIRED' },
            ],
        });
    });
});
