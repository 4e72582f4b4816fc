/**
 * Which hosts count as "this developer's machine": a local stack is opened at localhost, at 127.0.0.1 or at the
 * machine's private network address (a phone on the same Wi-Fi). The back end's CORS rule and the site's choice of
 * API host both ask this, so a local stack works at every address it prints while a deployment stays strict.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const PRIVATE_IPV4 = /^(10\.\d{1,3}|192\.168|172\.(1[6-9]|2\d|3[01]))\.\d{1,3}\.\d{1,3}$/;

export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname);

export const isLocalNetworkHost = (hostname: string): boolean =>
  isLoopbackHost(hostname) || PRIVATE_IPV4.test(hostname);

/**
 * The API URL as the browser should call it: when the configured API is on a loopback host (a local stack) and the
 * page was opened at another local address, the API is reached at that same address. Anything else is unchanged.
 */
export function apiUrlForPageHost(apiUrl: string, pageHostname: string): string {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return apiUrl;
  }
  if (!isLoopbackHost(url.hostname) || url.hostname === pageHostname || !isLocalNetworkHost(pageHostname)) {
    return apiUrl;
  }
  url.hostname = pageHostname;
  return url.toString();
}
