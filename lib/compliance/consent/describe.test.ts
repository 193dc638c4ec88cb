import { describeConsent } from './describe';

const entry = { noticeVersion: '2026-11-26', form: 'footer', pagePath: '/about' };

it('names what was agreed, under which notice, on which form and page', () => {
  expect(describeConsent({ ...entry, kind: 'given', purposes: '["contact","marketing"]' })).toBe(
    'Agreed to contact about the enquiry and marketing · notice of 2026-11-26 · footer form on /about',
  );
  expect(describeConsent({ ...entry, kind: 'given', purposes: '["contact"]', noticeVersion: null, pagePath: null })).toBe(
    'Agreed to contact about the enquiry · no notice version named · footer form',
  );
});

it('names the later choices made through the mail’s link', () => {
  expect(describeConsent({ ...entry, kind: 'withdrawn', purposes: '["marketing"]' })).toBe(
    'Withdrew marketing consent through the link in our e-mail',
  );
  expect(describeConsent({ ...entry, kind: 'erasure-requested', purposes: '[]' })).toBe('Asked for erasure through the link in our e-mail');
});
