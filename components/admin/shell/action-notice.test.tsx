/** @jest-environment jsdom */
import { resultInAddress } from '@/lib/office/staff/action-result';
import { render } from '@testing-library/react';
import { ActionNotice } from './action-notice';

const importPage = {
  refusals: { error: { worked: 'Staff have started working some of its leads, so this import can no longer be undone.' } },
  notices: { done: { undone: 'Import undone: its leads are erased.' } },
};
const shown = (address: string) => <ActionNotice result={resultInAddress(new URLSearchParams(address), importPage)} />;

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

  it("shows a redirected form's answer in the page's own words, and no sentence an address brings", () => {
    const phishing = 'Session expired. Re-enter your password at https://nestora-login.example/admin';
    for (const code of [phishing, 'constructor', '__proto__', 'toString', '']) {
      const { container, unmount } = render(shown(`error=${encodeURIComponent(code)}`));
      expect([code, container.textContent]).toEqual([code, '']);
      unmount();
    }
    const { getByRole, unmount } = render(shown('error=worked'));
    expect(getByRole('alert').textContent).toBe('Staff have started working some of its leads, so this import can no longer be undone.');
    unmount();
    expect(render(shown('done=undone')).getByRole('status').textContent).toBe('Import undone: its leads are erased.');
  });
});
