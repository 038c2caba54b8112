import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Who may read `/metrics` (METRICS_TOKEN, METRICS_ALLOW); at least one of the two is set. */
export interface MetricsAccess {
  /** The bearer token a scrape must send. */
  readonly token?: string;
  /** Addresses (`10.0.0.5`) and ranges (`10.0.0.0/8`, `fd00::/8`) a scrape may come from. */
  readonly allow?: readonly string[];
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether an address is in the allowed ranges; with none configured, any address is. Node's BlockList
 * does the matching, IPv4-mapped IPv6 (`::ffff:10.0.0.5`, how a dual-stack socket names an IPv4 client)
 * included.
 */
export function addressAllowed(allow: readonly string[] | undefined): (address: string) => boolean {
  if (allow === undefined) return () => true;
  const ranges = new BlockList();
  for (const entry of allow) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) ranges.addAddress(address, familyOf(address));
    else ranges.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (address) => isIP(address) !== 0 && ranges.check(address, familyOf(address));
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const BEARER = /^Bearer +(\S+) *$/i;

/**
 * Whether an Authorization header carries the token; with none configured, any header does. The digests
 * are compared, not the texts: they have one length, so the comparison takes the same time whatever was
 * sent, and timing tells nothing of the token (nor of its length).
 */
export function tokenAccepted(token: string | undefined): (authorization: string) => boolean {
  if (token === undefined) return () => true;
  const expected = digest(token);
  return (authorization) => {
    const sent = BEARER.exec(authorization)?.[1];
    return sent !== undefined && timingSafeEqual(digest(sent), expected);
  };
}
