import { isIP } from 'node:net';

/** Fastify's `trustProxy` as TRUST_PROXY sets it: off, every hop, or the proxies' addresses. */
export type TrustProxy = boolean | string[];

/**
 * Fastify's names (from proxy-addr) for private ranges: loopback (127.0.0.0/8, ::1), linklocal
 * (169.254.0.0/16, fe80::/10), uniquelocal (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7).
 */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a subnet in CIDR notation, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: unset or `false`, off: `request.ip` is the connection's peer. A comma-separated list of the
 * load balancers' addresses or subnets: `request.ip` is the right-most X-Forwarded-For address that is
 * not one of them, which a client cannot forge. `true` trusts every hop: the left-most address, which a
 * client can forge unless the proxy replaces the header. Undefined for anything else. (Fastify 5 ignores
 * hop counts, so there are none here.)
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}
