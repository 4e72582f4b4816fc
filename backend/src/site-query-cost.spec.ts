import fs from 'fs';
import type { DocumentNode, GraphQLInputType, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { createRequire } from 'module';
import path from 'path';
import { describe, expect, it } from 'vitest';

import { REPO_ROOT } from './paths';

/**
 * Every query and mutation the site sends (src/features/**\/graphql, compiled by codegen into
 * src/graphql/generated/graphql.ts) must pass the shop API's cost limit (api-hardening.ts, GRAPHQL_MAX_COST default
 * 5000) with room to spare, priced the way the server prices it: lists by the `take` the site asks for.
 */
const MAX_COST = 5000;

// One copy of graphql for the schema and the estimator, as in the server (CommonJS): vitest would otherwise mix
// graphql's ES module build with the CommonJS one graphql-query-complexity loads.
const load = createRequire(__filename);
const {
    buildSchema,
    getNamedType,
    isEnumType,
    isInputObjectType,
    isListType,
    isNonNullType,
    isScalarType,
    typeFromAST,
} = load('graphql') as typeof import('graphql');
const { getComplexity, simpleEstimator } = load(
    'graphql-query-complexity',
) as typeof import('graphql-query-complexity');
const { defaultVendureComplexityEstimator } = load('@vendure/harden-plugin') as typeof import('@vendure/harden-plugin');
/** The largest page the site asks for (blog list: take 50; shop variants: take 100 inline). */
const SITE_TAKE = 100;

function sampleValue(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return sampleValue(type.ofType);
    if (isListType(type)) return [];
    if (isEnumType(type)) return type.getValues()[0].value;
    if (isInputObjectType(type)) {
        const value: Record<string, unknown> = {};
        for (const field of Object.values(type.getFields())) {
            if (isNonNullType(field.type)) value[field.name] = sampleValue(field.type);
        }
        return value;
    }
    if (isScalarType(type)) {
        return ({ Int: 1, Float: 1, Boolean: true, ID: '1', Money: 1 } as Record<string, unknown>)[type.name] ?? 'x';
    }
    return null;
}

function variablesOf(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
    const variables: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
        const name = definition.variable.name.value;
        const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
        variables[name] = /take/i.test(name) ? SITE_TAKE : sampleValue(type);
        if (getNamedType(type).name === 'Upload') variables[name] = 'file';
    }
    return variables;
}

describe("the site's GraphQL documents against the cost limit", () => {
    const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'src/graphql/shop-schema.graphql'), 'utf8'));
    const generated = fs.readFileSync(path.join(REPO_ROOT, 'src/graphql/generated/graphql.ts'), 'utf8');
    const documents = [
        ...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm),
    ].map(([, name, json]) => ({ name, document: JSON.parse(json) as DocumentNode }));

    it('finds the documents', () => expect(documents.length).toBeGreaterThan(40));

    it(`each costs under 80 % of ${MAX_COST}`, () => {
        const costs = documents.map(({ name, document }) => {
            const operation = document.definitions.find(
                d => d.kind === 'OperationDefinition',
            ) as OperationDefinitionNode;
            const cost = getComplexity({
                schema,
                query: document,
                variables: variablesOf(schema, operation),
                estimators: [defaultVendureComplexityEstimator({}, false), simpleEstimator({ defaultComplexity: 1 })],
            });
            return { name, cost };
        });
        const heaviest = costs.sort((a, b) => b.cost - a.cost).slice(0, 3);
        // eslint-disable-next-line no-console
        console.log(`Heaviest site operations: ${heaviest.map(c => `${c.name} ${c.cost}`).join(', ')}`);
        // A fifth of the limit to spare for the next field someone adds.
        for (const { name, cost } of costs) expect(cost, name).toBeLessThan(MAX_COST * 0.8);
    });
});
