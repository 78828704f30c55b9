import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell us the client's address (decision 026): none, the nearest `hops` (each appends the
 * address it got the request from to X-Forwarded-For), or those at these addresses and ranges. Never the whole
 * header: its left-most entries are whatever the client wrote.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

/** proxy-addr's named ranges (loopback 127.0.0.1/8 and ::1, linklocal, uniquelocal 10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: `false`/`0` (default), a hop count, `true` (one hop), or a comma-separated list of IPs/CIDRs. */
export const TrustProxyEnv = z
  .string()
  .trim()
  .transform((value, ctx): TrustedProxies => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return { hops: 1 };
    if (/^\d+$/.test(value) && Number(value) <= 10) return { hops: Number(value) };
    const addresses = value.split(',').map((entry) => entry.trim().toLowerCase());
    if (addresses.every((entry) => entry !== '' && isAddressOrRange(entry))) return { addresses };
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a number of proxies (1–10, true = 1) or a comma-separated list of proxy IPs/CIDRs',
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for these proxies. A hop count becomes a function: Fastify reads a bare number as
 * "trust nobody". proxy-addr walks from the socket's peer (index 0) towards the left of X-Forwarded-For and stops
 * at the first address it does not trust, which is the client.
 */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, index: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) return (_address, index) => index < trusted.hops;
  return trusted.addresses;
}
