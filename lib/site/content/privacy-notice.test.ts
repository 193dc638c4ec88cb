import { CONTENT_FILES } from './files';
import { getPrivacyNotice } from './index';
import { knownNoticeVersions, privacyNotice } from './privacy-notice';

describe('the privacy notice the forms show', () => {
  it('is the data file as its schema reads it, with a dated version', () => {
    expect(getPrivacyNotice()).toEqual(privacyNotice);
    expect(privacyNotice.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(knownNoticeVersions).toEqual([privacyNotice.version, ...privacyNotice.earlierVersions]);
  });

  it('says how long details are kept, and why they go to a developer, on the enquiry forms', () => {
    const { summary, details } = privacyNotice.forms.enquiry;
    expect(summary).toContain('24 months');
    expect(summary).toContain('with a developer only if you ask');
    expect(details.join(' ')).toContain('Offers and new launches: only if you tick the box');
  });

  it.each([
    [{ ...privacyNotice, version: 'November 2026' }, /privacy-notice\.json: version: a version is the date it took effect/],
    [{ ...privacyNotice, forms: { enquiry: privacyNotice.forms.enquiry } }, /privacy-notice\.json: forms\.application: /],
    [
      { ...privacyNotice, forms: { ...privacyNotice.forms, enquiry: { summary: 'x'.repeat(401), details: ['a'] } } },
      /privacy-notice\.json: forms\.enquiry\.summary: /,
    ],
  ])('refuses a malformed file, naming the field', (raw, message) => {
    expect(() => CONTENT_FILES.privacyNotice.parse(raw)).toThrow(message);
  });
});
