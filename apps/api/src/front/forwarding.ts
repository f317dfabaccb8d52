/**
 * What the front process tells its worker about a request it forwards (decision 58): the
 * client's address, the scheme and the host as the client used them, in the X-Forwarded-*
 * headers, and what the worker believes of them.
 *
 * The front is the first hop the worker sees; beyond it, the operator's `TRUST_PROXY` setting
 * decides as it would without a front. So the front believes a client's X-Forwarded-* headers
 * only when the client's own address is a trusted proxy, and replaces them otherwise: a client
 * can never name another address for the rate limits, nor another scheme or host for the
 * payment provider's return address. The worker trusts the front (hop 0) and then applies the
 * operator's setting one hop further.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** `TRUST_PROXY` as configured: none, any, a number of hops, or addresses and CIDRs. */
export type ProxyTrustSetting = boolean | number | string[];

/** Fastify's trust function: whether the address `hop` steps from the worker is a proxy to believe. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The operator's setting as a trust function, hop 0 being the client's peer. */
export function trustFunction(setting: ProxyTrustSetting): TrustFunction {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const trusted = proxyAddr.compile(setting);
  return (address, hop) => address !== undefined && trusted(address, hop);
}

/**
 * The worker's trust behind the front: the front itself (hop 0, on the worker's private socket)
 * and then the operator's setting, shifted by the front's hop.
 */
export function workerTrust(setting: ProxyTrustSetting): TrustFunction {
  const beyondFront = trustFunction(setting);
  return (address, hop) => hop === 0 || beyondFront(address, hop - 1);
}

/**
 * Headers that belong to one connection, never forwarded (RFC 9110 section 7.6.1), and any
 * header the Connection header names.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The names a Connection header lists: they are hop-by-hop too. */
function connectionNamed(connection: string | string[] | undefined): Set<string> {
  const named = new Set<string>();
  for (const value of Array.isArray(connection) ? connection : [connection ?? '']) {
    for (const name of value.split(',')) {
      const trimmed = name.trim().toLowerCase();
      if (trimmed) named.add(trimmed);
    }
  }
  return named;
}

/** The forwarded headers the front sets. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * The headers of a request as the front forwards it: without hop-by-hop headers, with the
 * client's address appended to X-Forwarded-For. A client that is a trusted proxy keeps the
 * addresses, scheme and host it forwards; any other client's X-Forwarded-* headers are
 * replaced by what the front saw (its address, plain http, no forwarded host).
 */
export function forwardedRequestHeaders(
  headers: IncomingHttpHeaders,
  client: { address: string | undefined; trusted: boolean },
): OutgoingHttpHeaders {
  const named = connectionNamed(headers.connection);
  const forwarded: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    if (FORWARDED.includes(name)) continue;
    forwarded[name] = value;
  }
  const address = client.address ?? '';
  const earlier = client.trusted ? joined(headers['x-forwarded-for']) : '';
  forwarded['x-forwarded-for'] = earlier ? `${earlier}, ${address}` : address;
  const proto = client.trusted ? joined(headers['x-forwarded-proto']) : '';
  forwarded['x-forwarded-proto'] = proto || 'http';
  const host = client.trusted ? joined(headers['x-forwarded-host']) : '';
  if (host) forwarded['x-forwarded-host'] = host;
  return forwarded;
}

/**
 * A response's raw headers (name, value, name, value, ...) as the front passes them on:
 * without hop-by-hop headers, so the front's own connection to the client decides them.
 */
export function forwardedResponseHeaders(rawHeaders: readonly string[]): string[] {
  let connection: string | undefined;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'connection') connection = rawHeaders[i + 1];
  }
  const named = connectionNamed(connection);
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || named.has(lower)) continue;
    kept.push(name, rawHeaders[i + 1] ?? '');
  }
  return kept;
}

function joined(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();
}
