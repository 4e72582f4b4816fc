import { isLocalNetworkHost, isLoopbackHost } from '@alva/rules';
import dotenv from 'dotenv';
import fs from 'fs';
import path from 'path';

import { REPO_ROOT } from './paths';

let loaded = false;

/** Loads <repo root>/.env once (real environment variables win) and sets process-wide defaults. */
export function loadEnvironment(): void {
    if (loaded) return;
    loaded = true;
    const envFile = path.join(REPO_ROOT, '.env');
    if (fs.existsSync(envFile)) {
        dotenv.config({ path: envFile });
    }
    // Vendure phones home unless told not to; nothing here needs the internet.
    if (process.env.VENDURE_DISABLE_TELEMETRY === undefined) {
        process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    }
}

export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

export function envInt(name: string, fallback: number): number {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number.parseInt(raw, 10);
    if (Number.isNaN(value)) throw new Error(`Environment variable ${name} must be an integer, got "${raw}"`);
    return value;
}

export function envBool(name: string, fallback: boolean): boolean {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** A required secret in production; a clearly-marked development default otherwise. */
export function envSecret(name: string, devDefault: string): string {
    const value = process.env[name];
    if (value) return value;
    if (isProduction()) {
        throw new Error(`Environment variable ${name} must be set when NODE_ENV=production`);
    }
    return devDefault;
}

/** Seed on server start: default on outside production, off in production (SEED_ON_START overrides). */
export const seedOnStart = (): boolean => envBool('SEED_ON_START', !isProduction());

/** The site's origins (SITE_URL, comma-separated, default http://localhost:3000); the first is the canonical one. */
export function siteOrigins(): string[] {
    const origins = (process.env.SITE_URL || '')
        .split(',')
        .map(origin => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean);
    return origins.length ? origins : ['http://localhost:3000'];
}

/**
 * The CORS origin rule. A deployed site is reached at its configured origins only. A local stack (every configured
 * origin on a loopback host) may also be opened at 127.0.0.1 or the machine's private network address, so the same
 * scheme and port on such a host is accepted too.
 */
export function corsOriginAllowed(origin: string | undefined, configured: string[] = siteOrigins()): boolean {
    if (!origin) return true; // same-origin and non-browser requests send no Origin
    if (configured.includes(origin)) return true;
    let sites: URL[];
    let candidate: URL;
    try {
        sites = configured.map(o => new URL(o));
        candidate = new URL(origin);
    } catch {
        return false;
    }
    if (!sites.length || !sites.every(site => isLoopbackHost(site.hostname))) return false;
    return (
        isLocalNetworkHost(candidate.hostname) &&
        sites.some(site => site.protocol === candidate.protocol && site.port === candidate.port)
    );
}

/** The shop and admin APIs' CORS policy: the site's origins (corsOriginAllowed), the headers of its three endpoints. */
export function siteCorsOptions(origins: string[] = siteOrigins()) {
    return {
        origin: (origin: string | undefined, callback: (err: Error | null, allow?: boolean) => void) =>
            callback(null, corsOriginAllowed(origin, origins)),
        credentials: true,
        allowedHeaders: [
            'authorization',
            'x-extra-authorization',
            'x-api-key',
            // Sent by the site's third GraphQL endpoint (DESIGN §4).
            'x-content-api-key',
            'content-type',
            'apollo-require-preflight',
            'x-apollo-operation-name',
            'vendure-token',
        ],
        // Vendure appends its `vendure-auth-token` header to exposedHeaders itself (bearer tokens).
        exposedHeaders: [],
        // Every browser call carries the API-key headers, so each needs a preflight; without a max age
        // browsers keep the answer for 5 s, i.e. a preflight round trip again on every page (issue 19).
        // Two hours is Chromium's ceiling.
        maxAge: 7200,
    };
}
