import { limitPolicies } from './policies';

// The counts and windows each limit had when it was declared beside its caller; a change here is a
// change of what the site allows, so it should be a deliberate one.
it('keeps every limit at its count and window', () => {
  const fixed = Object.fromEntries(
    Object.entries(limitPolicies).map(([name, policy]) => [
      name,
      policy.kind === 'rate'
        ? typeof policy.perMinute === 'number'
          ? `${policy.perMinute}/min`
          : 'env/min'
        : `${policy.max}/${policy.windowMs / 60_000}min`,
    ]),
  );
  expect(fixed).toEqual({
    enquiry: 'env/min',
    application: 'env/min',
    'privacy-address': '5/min',
    'privacy-contact': '3/min',
    'privacy-mail-day': '5/1440min',
    'csp-report': '30/min',
    'staff-login': '10/15min',
    'staff-login-account': '50/15min',
    'staff-code': '5/15min',
    'staff-password-change': '10/15min',
    'staff-reset-client': '10/15min',
    'staff-reset-email': '3/15min',
    'intake-refused': '20/15min',
    'intake-accepted': '600/min',
  });
});
