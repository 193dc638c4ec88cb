/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ImportUndoAlert } from './import-undo-alert';

describe('the import page’s alert', () => {
  it('shows no sentence an address brings, only the page’s own words for its codes', () => {
    const phishing = 'Session expired. Re-enter your password at https://nestora-login.example/admin';
    for (const code of [phishing, 'constructor', '__proto__', 'toString', '']) {
      const { container, unmount } = render(<ImportUndoAlert code={code} />);
      expect([code, container.textContent]).toEqual([code, '']);
      unmount();
    }
    const { getByRole } = render(<ImportUndoAlert code="worked" />);
    expect(getByRole('alert').textContent).toBe('Staff have started working some of its leads, so this import can no longer be undone.');
  });
});
