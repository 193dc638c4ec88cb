import { leadRow, twoTouches as touches } from '@/tests/support/lead-row';
import { leadWebhookBody } from './webhook-body';

describe('the webhook body', () => {
  it('gives the webhook both touches as an attribution object', () => {
    const body = JSON.parse(leadWebhookBody(leadRow(touches)));
    expect(body.data.attribution).toEqual({
      first: {
        channel: 'paid-search',
        source: 'google',
        medium: 'cpc',
        campaign: 'gurgaon-3bhk',
        term: null,
        content: null,
        clickIds: { gclid: 'abc' },
        referrer: null,
        landing: '/project-details/dlf/privana?gclid=abc',
        at: '2026-11-01T10:00:00.000Z',
      },
      last: {
        channel: 'whatsapp',
        source: 'whatsapp',
        medium: null,
        campaign: '<b>diwali</b>',
        term: null,
        content: null,
        clickIds: {},
        referrer: null,
        landing: '/?utm_source=whatsapp',
        at: '2026-11-20T10:00:00.000Z',
      },
    });
  });
});
