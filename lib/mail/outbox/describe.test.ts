import { describeDelivery } from './describe';

const base = { attempts: 0, lastError: null, nextAttemptAt: new Date('2026-11-24T07:10:00Z'), deliveredAt: null };

it('says when a delivery went, when it is tried next and why it failed, in India time', () => {
  expect(describeDelivery({ ...base, state: 'delivered', attempts: 1, deliveredAt: new Date('2026-11-24T06:34:00Z') })).toBe(
    'Delivered 12:04',
  );
  expect(describeDelivery({ ...base, state: 'pending', attempts: 2, lastError: 'connection refused' })).toBe(
    'Retrying: connection refused, next try 12:40',
  );
  expect(describeDelivery({ ...base, state: 'failed', attempts: 16, lastError: 'HTTP 500' })).toBe('Failed: HTTP 500');
  expect(describeDelivery({ ...base, state: 'pending' })).toBe('Pending');
});
