import { leadRow } from '@/test/lead-row';
import { webhookBody } from './messages';

describe('the webhook body', () => {
  const touches = {
    firstChannel: 'paid-search',
    firstSource: 'google',
    firstMedium: 'cpc',
    firstCampaign: 'gurgaon-3bhk',
    firstClickIds: '{"gclid":"abc"}',
    firstLanding: '/project-details/dlf/privana?gclid=abc',
    firstAt: new Date('2026-11-01T10:00:00Z'),
    lastChannel: 'whatsapp',
    lastSource: 'whatsapp',
    lastCampaign: '<b>diwali</b>',
    lastLanding: '/?utm_source=whatsapp',
    lastAt: new Date('2026-11-20T10:00:00Z'),
  };

  it('gives the webhook both touches as an attribution object', () => {
    const body = JSON.parse(webhookBody(leadRow(touches)));
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
