import { seal, unseal } from './seal';

describe('seal', () => {
  it('round-trips a text under its purpose, with a fresh IV each time', () => {
    const first = seal('totp-seal', 'JBSWY3DPEHPK3PXP');
    const second = seal('totp-seal', 'JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(unseal('totp-seal', first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value sealed for another purpose, altered, or not sealed at all', () => {
    const sealed = seal('totp-seal', 'JBSWY3DPEHPK3PXP');
    expect(() => unseal('privacy-link', sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => unseal('totp-seal', [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => unseal('totp-seal', 'JBSWY3DPEHPK3PXP')).toThrow('Not a sealed value');
  });
});
