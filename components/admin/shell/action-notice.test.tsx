/** @jest-environment jsdom */
import { refused } from '@/lib/office/staff/action-result';
import { FLASH_SECONDS, flashCookie, readFlash } from '@/lib/office/staff/flash-cookie';
import { render } from '@testing-library/react';
import { Buffer } from 'node:buffer';
import { ActionNotice } from './action-notice';

// What the page shows for the flash cookie a request carries (flashedResult reads it so).
const shown = (cookie: string) => <ActionNotice result={readFlash(cookie)?.result} />;

describe('ActionNotice', () => {
  it('announces a refusal at once, with the form error', () => {
    const { getByRole } = render(
      <ActionNotice result={{ ok: false, fieldErrors: {}, formError: 'Please enter a code.' }} id="code-error" />,
    );
    expect(getByRole('alert').textContent).toBe('Please enter a code.');
    expect(getByRole('alert').id).toBe('code-error');
  });

  it('announces a notice politely, and shows nothing for a refusal told only next to its fields', () => {
    const { getByRole, queryByRole, rerender } = render(<ActionNotice result={{ ok: true, notice: 'Rule saved.' }} />);
    expect(getByRole('status').textContent).toBe('Rule saved.');
    rerender(<ActionNotice result={{ ok: false, fieldErrors: { user: 'is required' } }} />);
    expect([queryByRole('alert'), queryByRole('status')]).toEqual([null, null]);
  });

  it("shows a plain form's answer flashed to its page, and nothing from a forged, unsigned or old cookie", () => {
    const answer = refused('Staff have started working some of its leads, so this import can no longer be undone.');
    const genuine = flashCookie('/admin/sources/import', answer).value;
    const [, signature] = genuine.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        path: '/admin/sources/import',
        at: Date.now(),
        result: refused('Session expired. Re-enter your password at https://nestora-login.example/admin'),
      }),
    ).toString('base64url');
    const old = flashCookie('/admin/sources/import', answer, { now: new Date(Date.now() - (FLASH_SECONDS + 1) * 1000) }).value;
    for (const cookie of [`${forged}.${signature}`, forged, old, '']) {
      const { container, unmount } = render(shown(cookie));
      expect([cookie, container.textContent]).toEqual([cookie, '']);
      unmount();
    }
    const { getByRole, unmount } = render(shown(genuine));
    expect(getByRole('alert').textContent).toBe('Staff have started working some of its leads, so this import can no longer be undone.');
    unmount();
    const done = flashCookie('/admin/sources/import', { ok: true, notice: 'Import undone: its leads are erased.' }).value;
    expect(render(shown(done)).getByRole('status').textContent).toBe('Import undone: its leads are erased.');
  });
});
