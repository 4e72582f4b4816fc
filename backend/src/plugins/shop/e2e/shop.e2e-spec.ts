import { BigIntMoneyStrategy, dummyPaymentHandler, mergeConfig } from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Registers the sql.js initializer (and its __data__ cache) shared by the back end's e2e specs.
import { TEST_SHOP_ITEMS, populateFixtures } from '../../../e2e/fixtures';
import { initialData } from '../../../e2e/test-environment';
import { CataloguePlugin } from '../../catalogue/catalogue.plugin';
import { SHOP_DEFAULTS } from '../constants';
import { ShopPlugin } from '../shop.plugin';

const VARIANTS = gql`
    query Variants($slug: String!) {
        product(slug: $slug) {
            variants {
                id
                sku
                stockLevel
            }
        }
    }
`;

const ORDER_RESULT = `
    __typename
    ... on Order { id totalQuantity lines { id quantity productVariant { id } } }
    ... on ErrorResult { errorCode message }
    ... on InsufficientStockError { quantityAvailable order { totalQuantity lines { id quantity } } }
    ... on OrderLimitError { maxItems }
`;

const ADD = gql`
    mutation Add($id: ID!, $qty: Int!) { addItemToOrder(productVariantId: $id, quantity: $qty) { ${ORDER_RESULT} } }
`;
const ADJUST = gql`
    mutation Adjust($line: ID!, $qty: Int!) { adjustOrderLine(orderLineId: $line, quantity: $qty) { ${ORDER_RESULT} } }
`;
const REMOVE = gql`
    mutation Remove($line: ID!) {
        removeOrderLine(orderLineId: $line) {
            __typename
            ... on Order { totalQuantity lines { id } }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const ACTIVE_ORDER = gql`
    query Active { activeOrder { id totalQuantity lines { id quantity } } }
`;
const SET_STOCK = gql`
    mutation SetStock($id: ID!, $stock: Int!) {
        updateProductVariants(input: [{ id: $id, stockOnHand: $stock }]) { id stockOnHand }
    }
`;

type Variant = { id: string; sku: string; stockLevel: string };

describe('shop plugin: stock display and enforcement on the active order', () => {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const { server, shopClient, adminClient } = createTestEnvironment(
        mergeConfig(testConfig, {
            apiOptions: { port: 3101 },
            entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
            authOptions: { tokenMethod: 'bearer' },
            paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
            // The catalogue seed also writes the product pages' content (the catalogue plugin's custom field).
            plugins: [CataloguePlugin.init(), ShopPlugin.init({})],
        }),
    );
    const cap = TEST_SHOP_ITEMS.find(item => item.slug === 'alva-cap')!;
    let capVariant: Variant;

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'catalog'], firebaseUsers: false });
        await adminClient.asSuperAdmin();
        const { product } = await shopClient.query(VARIANTS, { slug: cap.slug });
        capVariant = product.variants[0];
    }, 180_000);

    afterAll(async () => {
        await server.destroy();
    });

    it('says IN_STOCK for plenty, the exact count when low, OUT_OF_STOCK at zero', async () => {
        expect(capVariant.stockLevel).toBe('IN_STOCK');
        const { product } = await shopClient.query(VARIANTS, { slug: 'alva-riding-jacket' });
        const jacketM: Variant = product.variants.find((v: Variant) => v.sku.endsWith('-M'));
        await adminClient.query(SET_STOCK, { id: jacketM.id, stock: 3 });
        let after = (await shopClient.query(VARIANTS, { slug: 'alva-riding-jacket' })).product.variants;
        expect(after.find((v: Variant) => v.id === jacketM.id).stockLevel).toBe('3');
        await adminClient.query(SET_STOCK, { id: jacketM.id, stock: SHOP_DEFAULTS.lowStockThreshold + 1 });
        after = (await shopClient.query(VARIANTS, { slug: 'alva-riding-jacket' })).product.variants;
        expect(after.find((v: Variant) => v.id === jacketM.id).stockLevel).toBe('IN_STOCK');
        await adminClient.query(SET_STOCK, { id: jacketM.id, stock: 0 });
        after = (await shopClient.query(VARIANTS, { slug: 'alva-riding-jacket' })).product.variants;
        expect(after.find((v: Variant) => v.id === jacketM.id).stockLevel).toBe('OUT_OF_STOCK');
        const { addItemToOrder } = await shopClient.query(ADD, { id: jacketM.id, qty: 1 });
        expect(addItemToOrder.errorCode).toBe('INSUFFICIENT_STOCK_ERROR');
        expect(addItemToOrder.quantityAvailable).toBe(0);
    });

    it('every seeded shop variant tracks inventory: a guest cannot add more than the stock', async () => {
        await shopClient.asAnonymousUser();
        const { addItemToOrder: first } = await shopClient.query(ADD, { id: capVariant.id, qty: 2 });
        expect(first.__typename).toBe('Order');
        expect(first.totalQuantity).toBe(2);

        // More than the remaining stock: Vendure adds what is left and says so.
        const { addItemToOrder: tooMany } = await shopClient.query(ADD, { id: capVariant.id, qty: cap.stock });
        expect(tooMany.errorCode).toBe('INSUFFICIENT_STOCK_ERROR');
        expect(tooMany.quantityAvailable).toBe(cap.stock - 2);
        expect(tooMany.order.totalQuantity).toBe(cap.stock);

        const { addItemToOrder: none } = await shopClient.query(ADD, { id: capVariant.id, qty: 1 });
        expect(none.errorCode).toBe('INSUFFICIENT_STOCK_ERROR');
        expect(none.quantityAvailable).toBe(0);

        // The guest's cart is the session's active order.
        const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        expect(activeOrder.totalQuantity).toBe(cap.stock);
    });

    it('refuses a negative quantity and more than the per-line limit, then removes the line', async () => {
        const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        const line = activeOrder.lines[0].id;
        const { adjustOrderLine: negative } = await shopClient.query(ADJUST, { line, qty: -1 });
        expect(negative.errorCode).toBe('NEGATIVE_QUANTITY_ERROR');
        const { adjustOrderLine: tooMany } = await shopClient.query(ADJUST, { line, qty: SHOP_DEFAULTS.maxQuantityPerLine + 1 });
        expect(tooMany.errorCode).toBe('ORDER_LIMIT_ERROR');
        expect(tooMany.maxItems).toBe(SHOP_DEFAULTS.maxQuantityPerLine);
        const { adjustOrderLine: fewer } = await shopClient.query(ADJUST, { line, qty: 3 });
        expect(fewer.totalQuantity).toBe(3);
        const { removeOrderLine } = await shopClient.query(REMOVE, { line });
        expect(removeOrderLine.totalQuantity).toBe(0);
        expect(removeOrderLine.lines).toEqual([]);
    });
});
