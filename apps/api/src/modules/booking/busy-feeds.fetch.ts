import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { BusyFeedError } from '@app/contracts';

/**
 * Fetching the owner's private calendars (ADR 050): the server asks an address the owner typed,
 * so it must not become a way into the machine's own network (SSRF). Only http(s); every address
 * a host name resolves to must be public (no loopback, private, link-local, ULA, CGNAT,
 * documentation, multicast or cloud metadata ranges) and the connection goes to the address that
 * was checked (the check is the socket's own DNS lookup, so a second answer cannot swap it);
 * every redirect is checked the same way, at most `MAX_REDIRECTS`; a time limit for the whole
 * fetch and a size limit for the body.
 */

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

/** A fetch that failed, with the code the office shows (never the address: it is a secret). */
export class FeedFetchError extends Error {
  readonly code: BusyFeedError;
  readonly status: number | undefined;
  constructor(code: BusyFeedError, status?: number) {
    super(`calendar feed: ${code}${status ? ` (${status})` : ''}`);
    this.name = 'FeedFetchError';
    this.code = code;
    this.status = status;
  }
}

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
// IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is not listed: BlockList would match every IPv4 address
// against it. Such an address is checked as the IPv4 address inside it (`embeddedIpv4`).

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:127.0.0.1`), or null. */
function embeddedIpv4(address: string): string | null {
  const match = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match?.[1]) return match[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** Whether an IP address lies on the public internet (false for anything else, also for a non-address). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4 !== null) return isPublicAddress(v4);
    return !NOT_PUBLIC.check(bare, 'ipv6');
  }
  return !NOT_PUBLIC.check(bare, 'ipv4');
}

export interface FetchPolicy {
  /**
   * Exact addresses outside the public internet that may be reached all the same. Empty in
   * production (nothing reads it from the environment); the API tests pass their loopback ICS
   * server's address through the app's build options.
   */
  allowAddresses: readonly string[];
}

export interface FetchedFeed {
  /** 304: the calendar did not change since the validators given. */
  notModified: boolean;
  body: string;
  etag: string;
  lastModified: string;
}

/** `webcal://` (iCloud, Apple Calendar) is https; anything else but http(s) is refused. */
export function feedUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url;
}

/** Whether a host name is an IP literal outside the public internet (checked before any lookup). */
export function literalRefused(url: URL, policy: FetchPolicy): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 0) return /^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host);
  return !isPublicAddress(host) && !policy.allowAddresses.includes(host);
}

/**
 * GETs a calendar: the checks above on the first address and on every redirect, conditional with
 * the validators of the last good fetch. Throws `FeedFetchError` with a code.
 */
export async function fetchFeed(
  address: string,
  validators: { etag: string; lastModified: string },
  policy: FetchPolicy,
): Promise<FetchedFeed> {
  const deadline = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let url = feedUrl(address);
  for (let hop = 0; ; hop++) {
    if (!url) throw new FeedFetchError('invalid_address');
    if (literalRefused(url, policy)) throw new FeedFetchError('address_not_public');
    const answer = await getOnce(url, validators, policy, deadline);
    if (answer.redirect === undefined) return answer.feed;
    if (hop >= MAX_REDIRECTS) throw new FeedFetchError('too_many_redirects');
    try {
      url = feedUrl(new URL(answer.redirect, url).toString());
    } catch {
      url = null;
    }
  }
}

/** The lookup every connection uses: all answers must be public (or allowed), else no connection. */
function checkedLookup(policy: FetchPolicy) {
  return (
    hostname: string,
    options: { family?: number | string; all?: boolean },
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true, family: 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => !isPublicAddress(a.address) && !policy.allowAddresses.includes(a.address));
      if (refused || addresses.length === 0) {
        const failure: NodeJS.ErrnoException = new Error('address not public');
        failure.code = 'EADDRNOTPUBLIC';
        return callback(failure, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function getOnce(
  url: URL,
  validators: { etag: string; lastModified: string },
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<{ redirect?: string; feed: FetchedFeed }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      accept: 'text/calendar, */*;q=0.5',
      'user-agent': 'photographer-site calendar sync',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const request = client.get(url, { headers, lookup: checkedLookup(policy), signal }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume();
        const location = response.headers.location;
        if (!location) return reject(new FeedFetchError('http_status', status));
        return resolve({ redirect: location, feed: empty });
      }
      if (status === 304) {
        response.resume();
        return resolve({ feed: { ...empty, notModified: true } });
      }
      if (status !== 200) {
        response.resume();
        return reject(new FeedFetchError('http_status', status));
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > MAX_FEED_BYTES) {
        response.destroy();
        return reject(new FeedFetchError('too_large'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_FEED_BYTES) {
          response.destroy();
          reject(new FeedFetchError('too_large'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error) => reject(toFeedError(error, signal)));
      response.on('end', () => {
        if (size > MAX_FEED_BYTES) return;
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' ? value.slice(0, 200) : '';
        };
        resolve({
          feed: {
            notModified: false,
            body: Buffer.concat(chunks).toString('utf8'),
            etag: header('etag'),
            lastModified: header('last-modified'),
          },
        });
      });
    });
    request.on('error', (error) => reject(toFeedError(error, signal)));
  });
}

const empty: FetchedFeed = { notModified: false, body: '', etag: '', lastModified: '' };

function toFeedError(error: unknown, signal: AbortSignal): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted) return new FeedFetchError('timeout');
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRNOTPUBLIC') return new FeedFetchError('address_not_public');
  return new FeedFetchError('unreachable');
}
