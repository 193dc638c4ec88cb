import { staffGateDecision, withStaffHeaders } from './gate';

const request = (pathname: string, method = 'GET', search = '') => ({ pathname, method, search });

describe('staffGateDecision', () => {
  it('passes a signed-in member everywhere', () => {
    for (const path of ['/admin', '/admin/leads', '/admin/leads/csv']) {
      expect(staffGateDecision(request(path, 'POST'), 'full')).toEqual({ kind: 'pass' });
    }
  });

  it('sends a signed-out person opening a page to sign in, and back to the page afterwards', () => {
    expect(staffGateDecision(request('/admin/leads', 'GET', '?stage=new&page=2'), 'none')).toEqual({
      kind: 'sign-in',
      location: '/admin/login?next=%2Fadmin%2Fleads%3Fstage%3Dnew%26page%3D2',
    });
  });

  it('refuses downloads and posts without a session instead of redirecting them', () => {
    expect(staffGateDecision(request('/admin/leads/csv'), 'none')).toEqual({ kind: 'refuse' });
    expect(staffGateDecision(request('/admin/leads', 'POST'), 'none')).toEqual({ kind: 'refuse' });
  });

  it('leaves the sign-in page and its form open', () => {
    expect(staffGateDecision(request('/admin/login'), 'none')).toEqual({ kind: 'pass' });
    expect(staffGateDecision(request('/admin/session', 'POST'), 'none')).toEqual({ kind: 'pass' });
    expect(staffGateDecision(request('/admin/login/x'), 'none').kind).toBe('sign-in');
  });

  it('lets a session waiting for its code reach only the code page and its form', () => {
    const pending = (path: string, method = 'GET') => staffGateDecision(request(path, method), 'second-factor');
    expect(pending('/admin/login/two-factor')).toEqual({ kind: 'pass' });
    expect(pending('/admin/session/two-factor', 'POST')).toEqual({ kind: 'pass' });
    expect(pending('/admin/logout', 'POST')).toEqual({ kind: 'pass' });
    expect(pending('/admin/leads')).toEqual({ kind: 'sign-in', location: '/admin/login/two-factor?next=%2Fadmin%2Fleads' });
    expect(pending('/admin/account/two-factor')).toMatchObject({ kind: 'sign-in' });
    expect(pending('/admin/leads/csv')).toEqual({ kind: 'refuse' });
    expect(pending('/admin/leads', 'POST')).toEqual({ kind: 'refuse' });
  });

  it('sends a person whose code step ran out to the sign-in page saying so, not to a bare 401', () => {
    expect(staffGateDecision(request('/admin/login/two-factor', 'GET', '?next=%2Fadmin%2Fstaff'), 'none')).toEqual({
      kind: 'sign-in',
      location: '/admin/login?error=expired&next=%2Fadmin%2Fstaff',
    });
    expect(staffGateDecision(request('/admin/login/two-factor'), 'none')).toEqual({
      kind: 'sign-in',
      location: '/admin/login?error=expired',
    });
    // The code form's handler finds the session gone and answers with the same page.
    expect(staffGateDecision(request('/admin/session/two-factor', 'POST'), 'none')).toEqual({ kind: 'pass' });
    expect(staffGateDecision(request('/admin/session/two-factor', 'POST'), 'enrol')).toEqual({ kind: 'refuse' });
  });

  it('sends a member who must set up two-factor to the set-up page from every other staff page', () => {
    const enrolling = (path: string, method = 'GET') => staffGateDecision(request(path, method), 'enrol');
    expect(enrolling('/admin/account/two-factor')).toEqual({ kind: 'pass' });
    expect(enrolling('/admin/account/two-factor', 'POST')).toEqual({ kind: 'pass' });
    expect(enrolling('/admin/account')).toEqual({ kind: 'pass' });
    for (const path of ['/admin/leads', '/admin/staff', '/admin/account/password']) {
      expect(enrolling(path)).toEqual({ kind: 'sign-in', location: '/admin/account/two-factor' });
    }
    expect(enrolling('/admin/applications/csv')).toEqual({ kind: 'refuse' });
    expect(enrolling('/admin/staff', 'POST')).toEqual({ kind: 'refuse' });
  });

  it('leaves the mailed invitation and reset links, and the reset request, open to someone without a session', () => {
    for (const path of ['/admin/invitation/abc', '/admin/reset/abc', '/admin/forgot-password']) {
      expect(staffGateDecision(request(path), 'none')).toEqual({ kind: 'pass' });
      expect(staffGateDecision(request(path, 'POST'), 'none')).toEqual({ kind: 'pass' });
    }
    expect(staffGateDecision(request('/admin/invitation'), 'none').kind).toBe('sign-in');
    expect(staffGateDecision(request('/admin/account/password'), 'none').kind).toBe('sign-in');
  });
});

it('marks staff responses uncacheable and unindexable', () => {
  const response = withStaffHeaders(new Response('x'));
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
});

describe('staffGateDecision by role', () => {
  it('keeps an editor to the catalogue editor and their account', () => {
    const asEditor = (pathname: string, method = 'GET') => staffGateDecision({ pathname, search: '', method }, 'full', 'editor');
    expect(asEditor('/admin/catalogue')).toEqual({ kind: 'pass' });
    expect(asEditor('/admin/catalogue/collections/projects/3')).toEqual({ kind: 'pass' });
    expect(asEditor('/admin/account/two-factor')).toEqual({ kind: 'pass' });
    expect(asEditor('/admin/catalogue-api/projects', 'PATCH')).toEqual({ kind: 'pass' });
    expect(asEditor('/admin/logout', 'POST')).toEqual({ kind: 'pass' });
    expect(asEditor('/admin')).toEqual({ kind: 'sign-in', location: '/admin/catalogue' });
    expect(asEditor('/admin/leads/abc')).toEqual({ kind: 'sign-in', location: '/admin/catalogue' });
    expect(asEditor('/admin/leads/csv')).toEqual({ kind: 'sign-in', location: '/admin/catalogue' });
    expect(asEditor('/admin/leads/abc', 'POST')).toEqual({ kind: 'refuse' });
    expect(asEditor('/admin/catalogue-x')).toEqual({ kind: 'sign-in', location: '/admin/catalogue' });
  });

  it('sends an advisor who opens the editor to the leads, and refuses their posts to it', () => {
    const asAdvisor = (pathname: string, method = 'GET') => staffGateDecision({ pathname, search: '', method }, 'full', 'advisor');
    expect(asAdvisor('/admin/catalogue')).toEqual({ kind: 'sign-in', location: '/admin/leads' });
    expect(asAdvisor('/admin/catalogue/collections/projects')).toEqual({ kind: 'sign-in', location: '/admin/leads' });
    expect(asAdvisor('/admin/catalogue', 'POST')).toEqual({ kind: 'refuse' });
    expect(asAdvisor('/admin/catalogue-api/projects')).toEqual({ kind: 'forbidden' });
    expect(asAdvisor('/admin/catalogue-api/projects', 'POST')).toEqual({ kind: 'forbidden' });
    expect(staffGateDecision({ pathname: '/admin/catalogue', search: '', method: 'GET' }, 'full', 'admin')).toEqual({ kind: 'pass' });
  });

  it('answers the editor’s API 401 without a session, instead of a sign-in page', () => {
    expect(staffGateDecision({ pathname: '/admin/catalogue-api/projects', search: '', method: 'GET' }, 'none')).toEqual({ kind: 'refuse' });
  });

  it('lets advisors and admins through as before', () => {
    for (const role of ['advisor', 'admin']) {
      expect(staffGateDecision({ pathname: '/admin/leads', search: '', method: 'GET' }, 'full', role)).toEqual({ kind: 'pass' });
    }
  });
});
