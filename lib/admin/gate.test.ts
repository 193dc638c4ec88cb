import { createFailureLimiter } from './failure-limit';
import { STAFF_LOGIN_LIMIT, staffGate, withStaffHeaders } from './gate';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const staff = { user: 'staff', password: 'secret' };

describe('staffGate', () => {
  it('answers 404 while no credentials are configured, whatever is sent', () => {
    const failures = createFailureLimiter(STAFF_LOGIN_LIMIT);
    expect(staffGate(basic('staff', 'secret'), '198.51.100.1', {}, failures)?.status).toBe(404);
    expect(staffGate(null, '198.51.100.1', { user: 'staff' }, failures)?.status).toBe(404);
  });

  it('challenges missing and wrong credentials with 401 and lets the right ones pass', () => {
    const failures = createFailureLimiter(STAFF_LOGIN_LIMIT);
    const missing = staffGate(null, '198.51.100.1', staff, failures);
    expect(missing?.status).toBe(401);
    expect(missing?.headers.get('www-authenticate')).toBe('Basic realm="Nestora staff", charset="UTF-8"');
    expect(staffGate(basic('staff', 'guess'), '198.51.100.1', staff, failures)?.status).toBe(401);
    expect(staffGate(basic('staff', 'secret'), '198.51.100.1', staff, failures)).toBeNull();
  });

  it('refuses a client with 429 after 10 wrong passwords, even the right one, for 15 minutes', () => {
    let clock = 0;
    const failures = createFailureLimiter(STAFF_LOGIN_LIMIT, () => clock);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(staffGate(basic('staff', `guess ${attempt}`), '198.51.100.1', staff, failures)?.status).toBe(401);
    }
    const blocked = staffGate(basic('staff', 'secret'), '198.51.100.1', staff, failures);
    expect(blocked?.status).toBe(429);
    expect(blocked?.headers.get('retry-after')).toBe('900');
    // Other clients, and this client without credentials, are unaffected.
    expect(staffGate(basic('staff', 'secret'), '198.51.100.2', staff, failures)).toBeNull();
    expect(staffGate(null, '198.51.100.1', staff, failures)?.status).toBe(401);
    clock += 15 * 60_000;
    expect(staffGate(basic('staff', 'secret'), '198.51.100.1', staff, failures)).toBeNull();
  });

  it('counts guesses per user name, so guessing at another name cannot lock staff out', () => {
    const failures = createFailureLimiter(STAFF_LOGIN_LIMIT);
    for (let attempt = 0; attempt < 12; attempt += 1) staffGate(basic('intruder', 'x'), '198.51.100.1', staff, failures);
    expect(staffGate(basic('intruder', 'x'), '198.51.100.1', staff, failures)?.status).toBe(429);
    expect(staffGate(basic('staff', 'secret'), '198.51.100.1', staff, failures)).toBeNull();
  });
});

it('withStaffHeaders marks a response uncacheable and unindexable', () => {
  const response = withStaffHeaders(new Response('x'));
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
});
