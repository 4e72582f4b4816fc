import type { ApolloServerPlugin } from '@apollo/server';
import { FragmentDefinitionNode, GraphQLError, Kind, SelectionSetNode } from 'graphql';

/**
 * Vendure's own shop mutations that would change a customer's name, phone, custom fields, e-mail address or
 * addresses without the rules of profile-rules.ts (SPEC §5). Customers use updateProfileCustomer and the
 * *DeliveryAddressCustomer mutations instead; the admin API is untouched.
 */
export const GUARDED_SHOP_MUTATIONS = [
    'updateCustomer',
    'createCustomerAddress',
    'updateCustomerAddress',
    'requestUpdateCustomerEmailAddress',
    'updateCustomerEmailAddress',
];

function rootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, out: Set<string>, depth = 0) {
    if (depth > 5) return;
    for (const s of set.selections) {
        if (s.kind === Kind.FIELD) out.add(s.name.value);
        else if (s.kind === Kind.INLINE_FRAGMENT) rootFields(s.selectionSet, fragments, out, depth + 1);
        else {
            const f = fragments.get(s.name.value);
            if (f) rootFields(f.selectionSet, fragments, out, depth + 1);
        }
    }
}

export const shopProfileGuardPlugin: ApolloServerPlugin = {
    async requestDidStart() {
        return {
            async didResolveOperation({ operation, document, schema }) {
                if (operation?.operation !== 'mutation') return;
                // Only the shop API has registerCustomerAccount.
                if (!schema.getMutationType()?.getFields().registerCustomerAccount) return;
                const fragments = new Map(
                    document.definitions
                        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
                        .map(d => [d.name.value, d]),
                );
                const fields = new Set<string>();
                rootFields(operation.selectionSet, fragments, fields);
                const guarded = GUARDED_SHOP_MUTATIONS.find(name => fields.has(name));
                if (guarded) {
                    throw new GraphQLError(`${guarded} is not available: use updateProfileCustomer or the delivery-address mutations`, {
                        // A refusal of the client's request, not a server failure: HTTP 200 with the error (Apollo
                        // answers 500 for anything thrown here without a status).
                        extensions: { code: 'FORBIDDEN', http: { status: 200 } },
                    });
                }
            },
        };
    },
};
