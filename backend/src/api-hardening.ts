import type { ApolloServerPlugin } from '@apollo/server';
import { defaultVendureComplexityEstimator, HardenPlugin } from '@vendure/harden-plugin';
import { Middleware } from '@vendure/core';
import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { GraphQLError, separateOperations } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';
import helmet from 'helmet';

/**
 * What the Vendure server does against hostile requests (issue 17), in one place for the real config
 * (vendure-config.ts) and the hostile-request spec: body size limits that answer 413, security headers,
 * a query-cost limit that answers 400, no field suggestions, no stack traces.
 */
export interface ApiHardeningOptions {
    /** Largest JSON body of /shop-api (GraphQL uploads are multipart and keep their own, larger limit). */
    shopApiBodyLimit: string;
    /** Largest JSON body of /admin-api (the dashboard saves long descriptions). */
    adminApiBodyLimit: string;
    /** Shop API query cost, priced by @vendure/harden-plugin's estimator (lists count by their `take`). */
    maxQueryComplexity: number;
    /** Production also turns introspection off (HardenPlugin's prod mode). */
    production: boolean;
}

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** An express.json parser whose "too large" answer is a 413 with a message, not Nest's 500. */
function jsonBodyLimit(limit: string): RequestHandler {
    const parse = express.json({ limit });
    // A differently named function: Nest skips its own global parser when it finds one called `jsonParser`.
    return function limitedJsonBody(req, res, next) {
        parse(req, res, next);
    };
}

const bodyTooLarge: ErrorRequestHandler = (error, req, res, next) => {
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) {
        res.status(413).json({
            errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
        });
        return;
    }
    if (status === 400) {
        // Malformed JSON: a client error, said without the parser's internals.
        res.status(400).json({ errors: [{ message: 'Malformed request body', extensions: { code: 'BAD_REQUEST' } }] });
        return;
    }
    next(error);
};

/**
 * Headers of every answer (/shop-api, /admin-api, /dashboard, /assets, ...). The CSP is the one the built
 * dashboard (a Vite single-page app) works under: its own scripts, inline styles (its components set them),
 * images from the server itself, data: and blob: URLs, and API calls to the same origin.
 */
export function securityHeaders(options: { production: boolean } = { production: true }): RequestHandler {
    const withCsp = helmetHeaders(true);
    if (options.production) return withCsp;
    // Development: the API playgrounds (GET /shop-api, /admin-api) load Apollo's sandbox from its CDN.
    const withoutCsp = helmetHeaders(false);
    return (req, res, next) =>
        req.method === 'GET' && /^\/(shop|admin)-api\/?$/.test(req.path)
            ? withoutCsp(req, res, next)
            : withCsp(req, res, next);
}

function helmetHeaders(csp: boolean): RequestHandler {
    return helmet({
        contentSecurityPolicy: csp && {
            useDefaults: false,
            directives: {
                'default-src': ["'self'"],
                'script-src': ["'self'"],
                'style-src': ["'self'", "'unsafe-inline'"],
                'img-src': ["'self'", 'data:', 'blob:'],
                'font-src': ["'self'", 'data:'],
                'connect-src': ["'self'"],
                'worker-src': ["'self'", 'blob:'],
                'object-src': ["'none'"],
                'base-uri': ["'self'"],
                'form-action': ["'self'"],
                'frame-ancestors': ["'none'"],
            },
        },
        // The site (another origin) shows /assets images: they must stay loadable cross-origin.
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        crossOriginEmbedderPolicy: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // HTTPS is the proxy's business (docs/deploy.md); an HSTS header on http://localhost would only confuse.
        strictTransportSecurity: false,
    });
}

/** Express middleware of the Vendure server, mounted before Nest's own (`beforeListen`). */
export function hardeningMiddleware(options: ApiHardeningOptions): Middleware[] {
    return [
        { route: '/', handler: securityHeaders({ production: options.production }), beforeListen: true },
        { route: '/shop-api', handler: jsonBodyLimit(options.shopApiBodyLimit), beforeListen: true },
        { route: '/shop-api', handler: bodyTooLarge as unknown as RequestHandler, beforeListen: true },
        { route: '/admin-api', handler: jsonBodyLimit(options.adminApiBodyLimit), beforeListen: true },
        { route: '/admin-api', handler: bodyTooLarge as unknown as RequestHandler, beforeListen: true },
    ];
}

/** Only the shop API has registerCustomerAccount (the fields map has no prototype: `in`, not hasOwnProperty). */
const isShopApi = (schema: { getMutationType(): { getFields(): object } | null | undefined }) =>
    'registerCustomerAccount' in (schema.getMutationType()?.getFields() ?? {});

/**
 * The shop API's cost limit with @vendure/harden-plugin's estimator (a list costs its `take`, or 1000 without one;
 * a plain list 5 times its items), priced with the request's variables. HardenPlugin's own check throws an
 * InternalServerError (HTTP 500) for an over-cost query; this one answers 400 with the cost and the limit.
 */
export function queryComplexityPlugin(maxQueryComplexity: number): ApolloServerPlugin {
    return {
        async requestDidStart({ schema }) {
            if (!isShopApi(schema)) return;
            return {
                async didResolveOperation({ request, document }) {
                    const query = request.operationName
                        ? separateOperations(document)[request.operationName]
                        : document;
                    const complexity = getComplexity({
                        schema,
                        query,
                        variables: request.variables,
                        estimators: [
                            defaultVendureComplexityEstimator({}, false),
                            simpleEstimator({ defaultComplexity: 1 }),
                        ],
                    });
                    if (complexity > maxQueryComplexity) {
                        throw new GraphQLError(
                            `Query is too complex: it costs ${complexity}, the maximum is ${maxQueryComplexity}. Ask for fewer items (take) or fields.`,
                            { extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 } } },
                        );
                    }
                },
            };
        },
    };
}

/**
 * graphql-js adds "Did you mean …?" to unknown-field and unknown-type errors, which lists the schema to anyone
 * probing it. HardenPlugin's HideValidationErrorsPlugin sets `response.errors`, which Apollo Server 4 no longer
 * reads; this rewrites the errors Apollo sends, keeping the part before the suggestion.
 */
export const hideFieldSuggestionsPlugin: ApolloServerPlugin = {
    async requestDidStart() {
        return {
            async willSendResponse({ response }) {
                if (response.body.kind !== 'single') return;
                const errors = response.body.singleResult.errors;
                if (!errors) return;
                response.body.singleResult.errors = errors.map(error =>
                    error.message.includes('Did you mean')
                        ? { ...error, message: error.message.replace(/\s*Did you mean[\s\S]*$/, '') }
                        : error,
                );
            },
        };
    },
};

/** HardenPlugin in every mode: prod mode turns introspection and debug off; its own cost check is ours above. */
export function hardenPlugin(options: ApiHardeningOptions) {
    return HardenPlugin.init({
        maxQueryComplexity: options.maxQueryComplexity,
        apiMode: options.production ? 'prod' : 'dev',
        hideFieldSuggestions: true,
        // queryComplexityPlugin prices the same way and answers 400 instead of HardenPlugin's 500.
        skip: () => true,
    });
}

/** Whether a socket address is this machine (IPv4 127.0.0.0/8, IPv6 ::1, or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
    if (!address) return false;
    const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
    return v4.startsWith('127.') || address === '::1';
}

/**
 * The dev mailbox shows password-reset links and booking codes: only callers on this machine may read it, even when
 * the server listens on other interfaces (VENDURE_HOST). The socket's address, never X-Forwarded-For.
 */
export const loopbackOnly: RequestHandler = (req, res, next) => {
    if (isLoopbackAddress(req.socket.remoteAddress)) return next();
    res.status(404).end();
};
