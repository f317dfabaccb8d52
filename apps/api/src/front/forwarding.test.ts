import { describe, expect, it } from 'vitest';
import {
  forwardedRequestHeaders,
  forwardedResponseHeaders,
  trustFunction,
  workerTrust,
} from './forwarding.ts';

describe('the trust in proxies behind the front', () => {
  it('believes the front and then exactly what TRUST_PROXY says, one hop further', () => {
    // No proxy of the operator: only the front, so the client's address is its peer's.
    expect(workerTrust(false)(undefined as unknown as string, 0)).toBe(true);
    expect(workerTrust(false)('10.0.0.1', 1)).toBe(false);
    // One hop (a load balancer): the front and the load balancer.
    expect(workerTrust(1)('10.0.0.1', 1)).toBe(true);
    expect(workerTrust(1)('203.0.113.9', 2)).toBe(false);
    // Named proxies: the front, then only those addresses.
    const named = workerTrust(['10.0.0.0/8']);
    expect(named('10.1.2.3', 1)).toBe(true);
    expect(named('203.0.113.9', 1)).toBe(false);
    expect(workerTrust(true)('203.0.113.9', 5)).toBe(true);
  });

  it("decides for the client's own address as the shop would without a front", () => {
    expect(trustFunction(false)('127.0.0.1', 0)).toBe(false);
    expect(trustFunction(2)('203.0.113.9', 0)).toBe(true);
    expect(trustFunction(0)('203.0.113.9', 0)).toBe(false);
    expect(trustFunction(['loopback'])('127.0.0.1', 0)).toBe(true);
    expect(trustFunction(['loopback'])('192.0.2.1', 0)).toBe(false);
  });
});

describe('the headers the front forwards', () => {
  it('drops hop-by-hop headers and those the Connection header names', () => {
    const headers = forwardedRequestHeaders(
      {
        host: 'shop.example',
        connection: 'keep-alive, x-secret-hop',
        'keep-alive': 'timeout=5',
        'x-secret-hop': '1',
        te: 'trailers',
        cookie: 'a=1',
      },
      { address: '192.0.2.7', trusted: false },
    );
    expect(headers).toEqual({
      host: 'shop.example',
      cookie: 'a=1',
      'x-forwarded-for': '192.0.2.7',
      'x-forwarded-proto': 'http',
    });
    expect(
      forwardedResponseHeaders([
        'Content-Type',
        'text/html',
        'Transfer-Encoding',
        'chunked',
        'Connection',
        'close',
        'Set-Cookie',
        'a=1',
        'Set-Cookie',
        'b=2',
      ]),
    ).toEqual(['Content-Type', 'text/html', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
  });

  it("keeps a trusted proxy's forwarded chain and adds the proxy's address to it", () => {
    const headers = forwardedRequestHeaders(
      {
        'x-forwarded-for': ['198.51.100.1', '10.0.0.2'],
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example',
      } as never,
      { address: '10.0.0.3', trusted: true },
    );
    expect(headers['x-forwarded-for']).toBe('198.51.100.1, 10.0.0.2, 10.0.0.3');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('shop.example');
  });
});
