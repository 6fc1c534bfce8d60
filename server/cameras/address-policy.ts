import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the camera status check may not connect. An administrator types the address and the server
 * connects to it from inside its own network, so without a policy the check would reach what only the
 * server can: its own services on loopback (the API's port, a database), the cloud metadata service on
 * link-local 169.254.169.254. Cameras sit on private LANs and on public addresses: those stay allowed.
 */

/** CAMERA_CHECK_DENY_NETWORKS when it is not set. */
export const DEFAULT_DENIED_NETWORKS: readonly string[] = [
  // Loopback: the server's own services.
  '127.0.0.0/8',
  '::1/128',
  // Link-local: cloud metadata services answer there.
  '169.254.0.0/16',
  'fe80::/10',
  // Unspecified: connecting to 0.0.0.0 reaches the server itself.
  '0.0.0.0/8',
  '::/128',
  // Multicast and broadcast: never one camera.
  '224.0.0.0/4',
  'ff00::/8',
  '255.255.255.255/32',
];

/**
 * CAMERA_CHECK_DENY_NETWORKS: comma-separated CIDRs (a bare address is one address), normalised to
 * `address/prefix`; undefined when any part is not one, or there is none.
 */
export function parseNetworks(text: string): string[] | undefined {
  const networks: string[] = [];
  for (const part of text.split(',')) {
    const [address, prefix, ...rest] = part.trim().split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return undefined;
    const maxBits = family === 4 ? 32 : 128;
    const bits = prefix === undefined ? maxBits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits <= maxBits)) return undefined;
    networks.push(`${address}/${bits}`);
  }
  return networks.length > 0 ? networks : undefined;
}

/** The lists made so far, per settings value: made once per server rather than once per request. */
const denyLists = new WeakMap<readonly string[], BlockList>();

/** The denied networks (already validated by parseNetworks) as a list to check addresses against. */
export function denyList(networks: readonly string[]): BlockList {
  const made = denyLists.get(networks);
  if (made) return made;
  const list = new BlockList();
  for (const network of networks) {
    const [address, prefix] = network.split('/');
    if (isIP(address) === 4) {
      list.addSubnet(address, Number(prefix), 'ipv4');
      // The same addresses written as IPv6 (::ffff:127.0.0.1 is 127.0.0.1), denied explicitly rather
      // than trusting every Node version to match them against an IPv4 rule.
      list.addSubnet(`::ffff:${address}`, 96 + Number(prefix), 'ipv6');
    } else {
      list.addSubnet(address, Number(prefix), 'ipv6');
    }
  }
  denyLists.set(networks, list);
  return list;
}

const isDenied = (denied: BlockList, address: string) => denied.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Host names in brackets are IPv6 addresses; sockets and the deny list want them bare. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether a link (valid by the domain's cameraLink) names, as an IP address, one the check may not reach. */
export function isDeniedLiteral(link: string, denied: BlockList): boolean {
  const host = bareHost(new URL(link));
  return isIP(host) !== 0 && isDenied(denied, host);
}

/** The check would connect to a denied address; `address` is for the log. */
export class AddressNotAllowedError extends Error {
  constructor(readonly address: string) {
    super(`The camera check may not connect to ${address}`);
    this.name = 'AddressNotAllowedError';
  }
}

/** How a host name becomes addresses: every address the system resolver gives. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;
export const systemResolver: Resolver = (host) => lookup(host, { all: true });

/**
 * The addresses the check may connect to for `host`: all of them, or AddressNotAllowedError when any is
 * denied (a name with one camera address and one loopback address is refused, not half-checked).
 */
export async function allowedAddresses(host: string, denied: BlockList, resolve: Resolver): Promise<LookupAddress[]> {
  const family = isIP(host);
  const addresses = family !== 0 ? [{ address: host, family }] : await resolve(host);
  const refused = addresses.find(({ address }) => isDenied(denied, address));
  if (refused) throw new AddressNotAllowedError(refused.address);
  return addresses;
}

/**
 * A socket `lookup` that answers with the addresses already checked, so that the connection goes where
 * the policy allowed: a second lookup could get another answer (DNS rebinding).
 */
export const pinnedLookup =
  (addresses: LookupAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
