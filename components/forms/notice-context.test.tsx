/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PrivacyNoticeProvider, useNotice, type NoticeKind } from './notice-context';

function Shows({ kind }: { kind: NoticeKind }) {
  const { version, node } = useNotice(kind);
  return (
    <div data-testid={kind}>
      {version ?? 'no version'}: {node ?? 'no notice'}
    </div>
  );
}

it('an inner provider adds its notice and keeps the outer one', () => {
  render(
    <PrivacyNoticeProvider version="v1" notices={{ enquiry: <em>enquiry notice</em> }}>
      <Shows kind="application" />
      <PrivacyNoticeProvider version="v1" notices={{ application: <em>application notice</em> }}>
        <Shows kind="enquiry" />
        <Shows kind="application" />
      </PrivacyNoticeProvider>
    </PrivacyNoticeProvider>,
  );
  const [outsideApplication, insideApplication] = screen.getAllByTestId('application');
  expect(outsideApplication).toHaveTextContent('v1: no notice');
  expect(insideApplication).toHaveTextContent('v1: application notice');
  expect(screen.getByTestId('enquiry')).toHaveTextContent('v1: enquiry notice');
});
