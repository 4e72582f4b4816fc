import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '../same-origin';

const SITE = 'https://alva.example';
const req = (headers: Record<string, string>) => ({ headers: { host: 'alva.example', ...headers } });

describe('isCrossSiteRequest', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://alva.example.evil.example' }],
    ['another port', { origin: 'https://alva.example:8443' }],
    ['the null origin of a sandboxed frame', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://blog.alva.example' }],
    ['cross-site with a forged same Origin', { 'sec-fetch-site': 'cross-site', origin: SITE }],
  ])('refuses %s', (_label, headers) => {
    expect(isCrossSiteRequest(req(headers), SITE)).toBe(true);
  });

  it.each([
    ['the site itself', { origin: SITE, 'sec-fetch-site': 'same-origin' }],
    ['the origin the request was addressed to', { origin: 'http://alva.example' }],
    ['a server-to-server call (no Origin, no Sec-Fetch-Site)', {}],
  ])('accepts %s', (_label, headers) => {
    expect(isCrossSiteRequest(req(headers), SITE)).toBe(false);
  });
});
