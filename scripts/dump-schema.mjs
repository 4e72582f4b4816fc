#!/usr/bin/env node
// Writes the running shop API's schema as SDL to src/graphql/shop-schema.graphql, the input of `npm run codegen`.
// Introspection is on in development only, so run this against `npm run dev`.
import { writeFileSync } from 'node:fs';
import { buildClientSchema, getIntrospectionQuery, printSchema } from 'graphql';

const url = process.env.SHOP_API_URL || 'http://localhost:3001/shop-api';
const res = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: getIntrospectionQuery() }),
});
const body = await res.json();
if (!body.data) {
  console.error(`Introspection of ${url} failed:`, JSON.stringify(body.errors ?? body));
  process.exit(1);
}
writeFileSync('src/graphql/shop-schema.graphql', printSchema(buildClientSchema(body.data)) + '\n');
console.log(`Wrote src/graphql/shop-schema.graphql from ${url}`);
