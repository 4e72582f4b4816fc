import { describe, expect, it } from 'vitest';
import { apiUrlForPageHost, isLocalNetworkHost } from '../local-hosts';

describe('local hosts (issue 18: a local stack opened at 127.0.0.1 or its network address)', () => {
  it('knows loopback and private IPv4 hosts, and nothing else', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '10.1.2.3', '192.168.0.12', '172.16.0.1', '172.31.255.1'])
      expect(isLocalNetworkHost(host), host).toBe(true);
    for (const host of ['alva.example', '8.8.8.8', '172.32.0.1', '11.0.0.1', '192.169.0.1', 'localhost.evil.example'])
      expect(isLocalNetworkHost(host), host).toBe(false);
  });

  it('calls a local API at the address the page was opened at', () => {
    expect(apiUrlForPageHost('http://localhost:3001/shop-api', '127.0.0.1')).toBe('http://127.0.0.1:3001/shop-api');
    expect(apiUrlForPageHost('http://localhost:3001/shop-api', '192.168.1.5')).toBe('http://192.168.1.5:3001/shop-api');
    expect(apiUrlForPageHost('http://localhost:3001/shop-api?x=1', 'localhost')).toBe(
      'http://localhost:3001/shop-api?x=1',
    );
  });

  it('leaves a deployed API, and pages on public hosts, alone', () => {
    expect(apiUrlForPageHost('https://api.alva.example/shop-api', '127.0.0.1')).toBe(
      'https://api.alva.example/shop-api',
    );
    expect(apiUrlForPageHost('http://localhost:3001/shop-api', 'alva.example')).toBe('http://localhost:3001/shop-api');
  });
});
