import { resultInAddress } from './action-result';

const messages = {
  refusals: { error: { missing: 'That rule no longer exists.' }, 'invite-error': { taken: 'That e-mail already has an account.' } },
  notices: { done: { saved: 'Rule saved.' } },
};
const read = (address: string) => resultInAddress(new URLSearchParams(address), messages);

describe('resultInAddress', () => {
  it("words a refusal or a notice by the page's own tables, whichever parameter carries it", () => {
    expect(read('error=missing')).toEqual({ ok: false, fieldErrors: {}, formError: 'That rule no longer exists.' });
    expect(read('invite-error=taken')).toEqual({ ok: false, fieldErrors: {}, formError: 'That e-mail already has an account.' });
    expect(read('done=saved')).toEqual({ ok: true, notice: 'Rule saved.' });
  });

  it('shows the refusal when an address carries both', () => {
    expect(read('done=saved&error=missing')).toMatchObject({ ok: false, formError: 'That rule no longer exists.' });
  });

  it('shows nothing for a code no table names, nor a sentence the address brings', () => {
    const phishing = 'Session expired. Re-enter your password at https://nestora-login.example/admin';
    for (const code of [phishing, 'constructor', '__proto__', 'toString', '']) {
      expect([code, read(`error=${encodeURIComponent(code)}&done=${encodeURIComponent(code)}`)]).toEqual([code, undefined]);
    }
    expect(read('')).toBeUndefined();
  });
});
