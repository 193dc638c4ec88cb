/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RetentionDue } from './retention-due';

const line = () => screen.getByTestId('retention-due').textContent?.replace(/\s+/g, ' ');

it('counts the job applications due with the leads', () => {
  render(<RetentionDue count={2} months={24} applications={3} applicationMonths={12} awaitingWarning={0} warningMailOff={null} />);
  expect(line()).toBe(
    '2 leads are due for erasure in the next 30 days (24 months without activity; Won leads keep their accounting details), and 3 job applications (12 months old, position no longer listed).',
  );
});

it('says which due leads wait for their warning, and that they wait while mail is off', () => {
  render(
    <RetentionDue count={1} months={24} applications={1} applicationMonths={12} awaitingWarning={1} warningMailOff="SMTP_URL is not set" />,
  );
  expect(line()).toContain('and 1 job application (12 months old');
  expect(line()).toContain('1 lead is past due but kept until 48 hours after the buyer’s warning e-mail was delivered.');
  expect(line()).toContain('Warnings cannot be e-mailed (SMTP_URL is not set): leads with an e-mail address wait until they can.');
});
