import { staffGateDecision, withStaffHeaders } from './gate';

const request = (pathname: string, method = 'GET', search = '') => ({ pathname, method, search });

describe('staffGateDecision', () => {
  it('passes a signed-in member everywhere', () => {
    for (const path of ['/admin', '/admin/enquiries', '/admin/enquiries/csv']) {
      expect(staffGateDecision(request(path, 'POST'), true)).toEqual({ kind: 'pass' });
    }
  });

  it('sends a signed-out person opening a page to sign in, and back to the page afterwards', () => {
    expect(staffGateDecision(request('/admin/enquiries', 'GET', '?stage=new&page=2'), false)).toEqual({
      kind: 'sign-in',
      location: '/admin/login?next=%2Fadmin%2Fenquiries%3Fstage%3Dnew%26page%3D2',
    });
  });

  it('refuses downloads and posts without a session instead of redirecting them', () => {
    expect(staffGateDecision(request('/admin/enquiries/csv'), false)).toEqual({ kind: 'refuse' });
    expect(staffGateDecision(request('/admin/enquiries', 'POST'), false)).toEqual({ kind: 'refuse' });
  });

  it('leaves the sign-in page and its form open', () => {
    expect(staffGateDecision(request('/admin/login'), false)).toEqual({ kind: 'pass' });
    expect(staffGateDecision(request('/admin/session', 'POST'), false)).toEqual({ kind: 'pass' });
    expect(staffGateDecision(request('/admin/login/x'), false).kind).toBe('sign-in');
  });

  it('leaves the mailed invitation and reset links, and the reset request, open to someone without a session', () => {
    for (const path of ['/admin/invitation/abc', '/admin/reset/abc', '/admin/forgot-password']) {
      expect(staffGateDecision(request(path), false)).toEqual({ kind: 'pass' });
      expect(staffGateDecision(request(path, 'POST'), false)).toEqual({ kind: 'pass' });
    }
    expect(staffGateDecision(request('/admin/invitation'), false).kind).toBe('sign-in');
    expect(staffGateDecision(request('/admin/account/password'), false).kind).toBe('sign-in');
  });
});

it('marks staff responses uncacheable and unindexable', () => {
  const response = withStaffHeaders(new Response('x'));
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
});
