import { PRIVACY_LINK_DAYS, privacyLinkToken, privacyLinkUrl, readPrivacyLinkToken } from './privacy-link';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => jest.useRealTimers());

describe('the privacy link token', () => {
  it('names the enquiry it was made for', () => {
    expect(readPrivacyLinkToken(privacyLinkToken('cmlead123'))).toEqual({ ok: true, leadId: 'cmlead123' });
  });

  it('is refused when any part was changed', () => {
    const token = privacyLinkToken('cmlead123');
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      `cmlead124.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      `${id}.${expiry}.${flipped}`,
      `${id}.${expiry}`,
      `${token}.extra`,
      '',
    ]) {
      expect(readPrivacyLinkToken(tampered)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it(`works for ${PRIVACY_LINK_DAYS} days and then expires`, () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const token = privacyLinkToken('cmlead123');
    jest.setSystemTime(new Date(Date.parse('2026-11-26T10:00:00Z') + 89 * DAY));
    expect(readPrivacyLinkToken(token)).toEqual({ ok: true, leadId: 'cmlead123' });
    jest.setSystemTime(new Date(Date.parse('2026-11-26T10:00:00Z') + 90 * DAY));
    expect(readPrivacyLinkToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('travels in the query of the choices page', () => {
    const url = new URL(privacyLinkUrl('cmlead123', 'https://www.nestora.example'));
    expect(url.origin + url.pathname).toBe('https://www.nestora.example/privacy/choices');
    expect(readPrivacyLinkToken(url.searchParams.get('token') ?? '')).toEqual({ ok: true, leadId: 'cmlead123' });
  });
});
