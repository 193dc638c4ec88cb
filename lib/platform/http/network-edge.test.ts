import { clientAddress, isCrossSite, requestHost } from './network-edge';

const headers = (init: Record<string, string>) => new Headers(init);

describe('clientAddress', () => {
  it('with no trusted proxy, is the peer the server appended, whatever the client forged before it', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.7' }), 0)).toBe('198.51.100.7');
    expect(clientAddress(headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9, 198.51.100.7' }), 0)).toBe('198.51.100.7');
  });

  it('with one trusted proxy, is the address that proxy saw, not what the client claimed', () => {
    // client forged 10.0.0.1; the proxy appended the client's real address; the server appended the proxy.
    const forwarded = headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9, 192.0.2.1' });
    expect(clientAddress(forwarded, 1)).toBe('203.0.113.9');
    expect(clientAddress(forwarded, 2)).toBe('10.0.0.1');
  });

  it('ignores X-Real-IP and falls back to the leftmost entry, then to one shared key', () => {
    expect(clientAddress(headers({ 'x-real-ip': '10.0.0.9', 'x-forwarded-for': '192.0.2.1' }), 0)).toBe('192.0.2.1');
    expect(clientAddress(headers({ 'x-forwarded-for': '192.0.2.1' }), 3)).toBe('192.0.2.1');
    expect(clientAddress(headers({ 'x-real-ip': '10.0.0.9' }), 0)).toBe('unknown');
  });
});

describe('requestHost', () => {
  it('is the Host header unless a proxy is trusted', () => {
    const forged = headers({ host: 'nestora.example', 'x-forwarded-host': 'evil.example' });
    expect(requestHost(forged, 0)).toBe('nestora.example');
    expect(requestHost(headers({ host: '10.0.0.2:3000', 'x-forwarded-host': 'nestora.example' }), 1)).toBe('nestora.example');
    expect(requestHost(headers({ host: 'internal', 'x-forwarded-host': 'evil.example, nestora.example' }), 1)).toBe('nestora.example');
  });
});

describe('isCrossSite', () => {
  const host = { host: 'localhost:3000' };

  it('accepts an Origin naming the host the request was sent to, however it was typed', () => {
    expect(isCrossSite(headers({ ...host, origin: 'http://localhost:3000' }), 0)).toBe(false);
    expect(isCrossSite(headers({ host: '192.0.2.5:3000', origin: 'http://192.0.2.5:3000' }), 0)).toBe(false);
    expect(isCrossSite(headers({ host: 'Nestora.example:443', origin: 'https://nestora.example' }), 0)).toBe(false);
  });

  it('refuses another site, another port, an opaque origin or a garbled one', () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', 'not a url', 'file:///x']) {
      expect(isCrossSite(headers({ ...host, origin }), 0)).toBe(true);
    }
  });

  it('does not let a client name the expected host in X-Forwarded-Host', () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', ...host };
    expect(isCrossSite(headers(forged), 0)).toBe(true);
    expect(isCrossSite(headers({ origin: 'https://nestora.example', 'x-forwarded-host': 'nestora.example', host: 'app:3000' }), 1)).toBe(
      false,
    );
  });

  it('without Origin, trusts Sec-Fetch-Site, and lets header-less server-to-server requests through', () => {
    expect(isCrossSite(headers({ ...host, 'sec-fetch-site': 'cross-site' }), 0)).toBe(true);
    expect(isCrossSite(headers({ ...host, 'sec-fetch-site': 'same-origin' }), 0)).toBe(false);
    expect(isCrossSite(headers(host), 0)).toBe(false);
  });
});
