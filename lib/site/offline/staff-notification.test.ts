import { notificationTarget, staffNotificationOf } from './staff-notification';

const origin = 'https://nestora.example';

it('opens a staff page of the site itself', () => {
  expect(notificationTarget('/admin/leads/abc123', origin)).toBe('https://nestora.example/admin/leads/abc123');
  expect(notificationTarget('https://nestora.example/admin/visits', origin)).toBe('https://nestora.example/admin/visits');
});

it('never opens another site, a public page or a script address: the lead list instead', () => {
  const fallback = 'https://nestora.example/admin/leads';
  expect(notificationTarget('https://evil.example/admin/leads/1', origin)).toBe(fallback);
  expect(notificationTarget('//evil.example/admin/x', origin)).toBe(fallback);
  expect(notificationTarget('javascript:alert(1)', origin)).toBe(fallback);
  expect(notificationTarget('/projects', origin)).toBe(fallback);
  expect(notificationTarget('/administrator', origin)).toBe(fallback);
  expect(notificationTarget(undefined, origin)).toBe(fallback);
});

it('reads the notification of a push the site sent, and nothing from anything else', () => {
  expect(staffNotificationOf({ title: 'New lead assigned to you', body: 'Meera · 3 BHK', url: '/admin/leads/1', tag: 'lead-1' })).toEqual({
    title: 'New lead assigned to you',
    body: 'Meera · 3 BHK',
    url: '/admin/leads/1',
    tag: 'lead-1',
  });
  expect(staffNotificationOf(null)).toBeNull();
  expect(staffNotificationOf('hello')).toBeNull();
  expect(staffNotificationOf({ body: 'no title' })).toBeNull();
});
