import { Secret, TOTP } from 'otpauth';
import { groupedSecret, isTotpCode, matchingStep, newTotpSecret, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const rfcSecret = Secret.fromUTF8('12345678901234567890').base32;

describe('TOTP as authenticator apps use it', () => {
  it('matches the RFC 6238 SHA-1 vectors, cut to 6 digits, with their time step', () => {
    // The RFC's 8-digit codes 94287082 (T=59 s), 07081804 (T=1111111109 s) and 89005924 (T=1234567890 s).
    expect(matchingStep(rfcSecret, '287082', 59_000)).toBe(1);
    expect(matchingStep(rfcSecret, '081804', 1_111_111_109_000)).toBe(37_037_036);
    expect(matchingStep(rfcSecret, '005924', 1_234_567_890_000)).toBe(41_152_263);
  });

  it('accepts a code one step either side of now and names that step, and no further', () => {
    const at = 1_234_567_890_000;
    const code = (stepOffset: number) => TOTP.generate({ secret: Secret.fromBase32(rfcSecret), timestamp: at + stepOffset * 30_000 });
    expect(matchingStep(rfcSecret, code(-1), at)).toBe(41_152_262);
    expect(matchingStep(rfcSecret, code(1), at)).toBe(41_152_264);
    expect(matchingStep(rfcSecret, code(2), at)).toBeNull();
    expect(matchingStep(rfcSecret, code(-2), at)).toBeNull();
    expect(matchingStep(rfcSecret, `${code(0).slice(0, 3)} ${code(0).slice(3)}`, at)).toBe(41_152_263);
  });

  it('refuses what is not six digits', () => {
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('abcde-fghij')).toBe(false);
    expect(matchingStep(rfcSecret, '28708', 59_000)).toBeNull();
  });

  it('makes 160-bit secrets and the otpauth address the apps read (SHA-1, 6 digits, 30 s)', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'asha@example.in'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Nestora Realty:asha@example.in');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Nestora Realty',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
