import { describe, expect, it } from 'vitest';
import { buckarooHmacHeader, verifyBuckarooHmac } from './buckaroo-hmac.ts';

const credentials = { websiteKey: 'KINDERSHOP', secretKey: 'test-secret-key-123' };
const url = 'https://testcheckout.buckaroo.nl/json/Transaction';
const body = '{"Currency":"EUR","AmountDebit":12.5,"Invoice":"100000001"}';
const request = { method: 'POST', url, body };

describe('buckarooHmacHeader', () => {
  it('has the form "hmac <websiteKey>:<base64 hash>:<nonce>:<unix seconds>"', () => {
    const header = buckarooHmacHeader(credentials, request);
    expect(header).toMatch(/^hmac KINDERSHOP:[A-Za-z0-9+/]{43}=:[0-9a-f]{32}:\d{10}$/);
    const time = Number(header.split(':')[3]);
    expect(Math.abs(time - Date.now() / 1000)).toBeLessThan(5);
  });

  // The expected hashes were computed outside this code base (Python's hmac, hashlib, base64)
  // from the message websiteKey + method + encoded lower-case URI + time + nonce + base64(md5(body)).
  it('hashes a POST with its body as Buckaroo does (fixed nonce, time and secret)', () => {
    const header = buckarooHmacHeader(credentials, {
      ...request,
      nonce: 'nonce0123456789',
      time: 1_700_000_000,
    });
    expect(header).toBe(
      'hmac KINDERSHOP:OFi2dxL02wnEi5msPL74uaRNfQMQPNXKt1NQaxaEGZo=:nonce0123456789:1700000000',
    );
  });

  it('leaves the content part empty for an empty body (a signed GET)', () => {
    const header = buckarooHmacHeader(credentials, {
      method: 'GET',
      url: 'https://testcheckout.buckaroo.nl/json/Transaction/Status/ABCDEF0123456789ABCDEF0123456789',
      body: '',
      nonce: 'nonce0123456789',
      time: 1_700_000_000,
    });
    expect(header).toBe(
      'hmac KINDERSHOP:C1/NANTydj3T1KGC9Lji6gHq3vwoNScSr2UBqnXx6kg=:nonce0123456789:1700000000',
    );
  });

  it('signs the same for http:// and https:// (the scheme is not part of the message)', () => {
    const fixed = { nonce: 'n1', time: 1_700_000_000 };
    expect(
      buckarooHmacHeader(credentials, { ...request, url: url.replace('https', 'http'), ...fixed }),
    ).toBe(buckarooHmacHeader(credentials, { ...request, ...fixed }));
  });
});

describe('verifyBuckarooHmac', () => {
  const header = buckarooHmacHeader(credentials, request);

  it('accepts its own header', () => {
    expect(verifyBuckarooHmac(credentials, header, request)).toBe(true);
  });

  it('rejects a header made with another secret key', () => {
    const forged = buckarooHmacHeader({ ...credentials, secretKey: 'another-secret' }, request);
    expect(verifyBuckarooHmac(credentials, forged, request)).toBe(false);
  });

  it('rejects a header of another website key, even with the right secret', () => {
    const other = { ...credentials, websiteKey: 'OTHERSHOP' };
    expect(verifyBuckarooHmac(credentials, buckarooHmacHeader(other, request), request)).toBe(
      false,
    );
  });

  it('rejects a changed body', () => {
    expect(
      verifyBuckarooHmac(credentials, header, { ...request, body: body.replace('12.5', '1.25') }),
    ).toBe(false);
  });

  it('rejects a changed URL or method', () => {
    expect(verifyBuckarooHmac(credentials, header, { ...request, url: `${url}/other` })).toBe(
      false,
    );
    expect(verifyBuckarooHmac(credentials, header, { ...request, method: 'PUT' })).toBe(false);
  });

  it('rejects a missing or malformed header', () => {
    const [, hash, nonce, time] = header.split(':');
    for (const bad of [
      undefined,
      '',
      'Bearer abc',
      header.replace('hmac ', ''),
      `hmac KINDERSHOP:${hash}:${nonce}`,
      `hmac KINDERSHOP:${hash}:${nonce}:${time}:extra`,
      `hmac KINDERSHOP:${hash}:${nonce}:yesterday`,
      `hmac KINDERSHOP:${hash?.slice(0, -4)}:${nonce}:${time}`,
    ]) {
      expect(verifyBuckarooHmac(credentials, bad, request), String(bad)).toBe(false);
    }
  });

  it('rejects a stale time only when maxSkewSeconds is set', () => {
    const signedAt = 1_700_000_000;
    const old = buckarooHmacHeader(credentials, { ...request, time: signedAt });
    const tenMinutesLater = new Date((signedAt + 600) * 1000);
    expect(verifyBuckarooHmac(credentials, old, { ...request, now: tenMinutesLater })).toBe(true);
    expect(
      verifyBuckarooHmac(credentials, old, {
        ...request,
        now: tenMinutesLater,
        maxSkewSeconds: 300,
      }),
    ).toBe(false);
    expect(
      verifyBuckarooHmac(credentials, old, {
        ...request,
        now: new Date((signedAt + 120) * 1000),
        maxSkewSeconds: 300,
      }),
    ).toBe(true);
  });
});
