import { RECOVERY_CODE_COUNT, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('come ten at a time, random, in an easily read form', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set([...codes, ...newRecoveryCodes()]).size).toBe(2 * RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('are stored as a SHA-256 that ignores case, spaces and dashes', () => {
    const hash = recoveryCodeHash('abcde-fghjk');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(' ABCDE FGHJK ')).toBe(hash);
    expect(recoveryCodeHash('abcdefghjk')).toBe(hash);
    expect(recoveryCodeHash('abcde-fghjm')).not.toBe(hash);
  });
});
