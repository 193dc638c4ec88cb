import { applicationSchema } from '@/lib/intake/forms/application-schema';
import { enquirySchema } from '@/lib/intake/forms/enquiry-schema';
import { attributionField } from '@/lib/intake/forms/fields';
import { attributionColumns } from './columns';

const now = new Date('2026-11-20T08:00:00.000Z');

describe('attributionField', () => {
  it('trims values, strips control and bidi characters, and keeps at most 200 characters', () => {
    expect(
      attributionField.parse({
        first: { source: '  google \t', campaign: 'diwali\u0000\u001b[31m-sale\u202E', term: 'x'.repeat(250), medium: '\u0085' },
      }),
    ).toEqual({
      first: expect.objectContaining({ source: 'google', campaign: 'diwali[31m-sale', term: 'x'.repeat(200), medium: undefined }),
    });
  });

  it('ignores unknown parameters and values that are not text', () => {
    const parsed = attributionField.parse({
      first: { source: 'google', utm_id: '42', admin: true, medium: 7, campaign: { $gt: '' } },
      extra: { source: 'x' },
    });
    expect(parsed).toEqual({ first: expect.objectContaining({ source: 'google', medium: undefined, campaign: undefined }) });
    expect(parsed?.first).not.toHaveProperty('utm_id');
    expect(parsed).not.toHaveProperty('extra');
  });

  it('keeps hostile text as text', () => {
    const hostile = '<script>alert(1)</script>';
    expect(attributionField.parse({ last: { campaign: hostile } })?.last?.campaign).toBe(hostile);
  });

  it('drops a malformed touch or time instead of failing the form', () => {
    expect(attributionField.parse('google')).toBeUndefined();
    expect(attributionField.parse({ first: 'google', last: { source: 'bing', at: 'yesterday' } })).toEqual({
      first: undefined,
      last: expect.objectContaining({ source: 'bing', at: undefined }),
    });
  });

  it('is part of both the enquiry and the application schema', () => {
    const attribution = { first: { source: 'google', medium: 'cpc' } };
    const enquiry = enquirySchema.parse({ name: 'Asha', phone: '9876543210', attribution });
    expect(enquiry.attribution?.first).toMatchObject({ source: 'google', medium: 'cpc' });
    const application = applicationSchema.parse({
      name: 'Asha',
      email: 'asha@example.in',
      about: 'Me',
      department: 'Sales',
      position: 'Advisor',
      attribution,
    });
    expect(application.attribution?.first).toMatchObject({ source: 'google', medium: 'cpc' });
  });
});

describe('attributionColumns', () => {
  it('stores both touches as sent, with their channels, click ids as JSON and times', () => {
    const columns = attributionColumns(
      {
        first: {
          source: 'google',
          medium: 'cpc',
          campaign: 'gurgaon-3bhk',
          gclid: 'abc',
          landing: '/x?gclid=abc',
          at: '2026-11-01T10:00:00.000Z',
        },
        last: { source: 'whatsapp', landing: '/?utm_source=whatsapp', at: '2026-11-19T10:00:00.000Z' },
      },
      '/contact-us',
      now,
    );
    expect(columns).toMatchObject({
      firstChannel: 'paid-search',
      firstSource: 'google',
      firstCampaign: 'gurgaon-3bhk',
      firstClickIds: '{"gclid":"abc"}',
      firstLanding: '/x?gclid=abc',
      firstAt: new Date('2026-11-01T10:00:00.000Z'),
      lastChannel: 'whatsapp',
      lastSource: 'whatsapp',
      lastClickIds: null,
      lastAt: new Date('2026-11-19T10:00:00.000Z'),
    });
  });

  it("reads the sending page's query when nothing was sent, as first and last touch", () => {
    const columns = attributionColumns(undefined, '/project-details/dlf/privana?utm_source=facebook&utm_medium=paid_social&fbclid=f1', now);
    expect(columns).toMatchObject({
      firstChannel: 'paid-social',
      firstSource: 'facebook',
      firstClickIds: '{"fbclid":"f1"}',
      firstLanding: '/project-details/dlf/privana?utm_source=facebook&utm_medium=paid_social&fbclid=f1',
      firstAt: now,
      lastChannel: 'paid-social',
      lastLanding: '/project-details/dlf/privana?utm_source=facebook&utm_medium=paid_social&fbclid=f1',
    });
  });

  it('cleans control characters out of the page query as out of a sent touch', () => {
    expect(attributionColumns(undefined, '/?utm_campaign=a%00b%0D%0A', now).lastCampaign).toBe('ab');
  });

  it('is Direct with no landing page when there is neither a touch nor a page', () => {
    expect(attributionColumns(undefined, undefined, now)).toMatchObject({
      firstChannel: 'direct',
      firstLanding: null,
      lastChannel: 'direct',
      lastAt: now,
    });
  });

  it('uses the first touch as the last when only the first was sent, and takes a future time as now', () => {
    const columns = attributionColumns({ first: { referrer: 'www.99acres.com', at: '2099-01-01T00:00:00.000Z' } }, '/about', now);
    expect(columns).toMatchObject({
      firstChannel: 'property-portal',
      lastChannel: 'property-portal',
      lastReferrer: 'www.99acres.com',
      firstAt: now,
    });
  });
});
