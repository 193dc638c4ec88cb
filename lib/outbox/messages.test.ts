import type { Enquiry } from '@/lib/generated/prisma/client';
import { noAttribution } from '@/test/no-attribution';
import { buyerConfirmation, leadEmail, webhookBody } from './messages';

const siteUrl = 'https://www.nestora.example';
const privacyLink = 'https://www.nestora.example/privacy/choices?token=lead-1.1790000000.sig';

function enquiry(fields: Partial<Enquiry>): Enquiry {
  return {
    ...noAttribution,
    id: 'lead-1',
    name: 'Priya Sharma',
    phone: '9876543210',
    email: 'priya@example.in',
    message: null,
    source: 'project',
    pagePath: null,
    projectId: null,
    projectDeveloper: null,
    projectName: null,
    intent: null,
    locality: null,
    city: null,
    shortlist: null,
    visitDate: null,
    visitSlot: null,
    visitors: null,
    phoneKey: '9876543210',
    repeatOfId: null,
    stage: 'new',
    lostReason: null,
    ownerId: null,
    followUpOn: null,
    firstContactedAt: null,
    consent: true,
    idempotencyKey: null,
    requestHash: null,
    spam: false,
    createdAt: new Date('2026-11-25T06:30:00Z'),
    retentionWarnedAt: null,
    retentionReducedAt: null,
    ...fields,
  };
}

describe('the advisors’ lead e-mail', () => {
  it('names the project as the site lists it and links its public page, even when only the id was sent', () => {
    const mail = leadEmail(enquiry({ projectId: 'godrej-aristocrat' }), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.subject).toBe('New enquiry: Priya Sharma · Godrej Aristocrat · 9876543210');
    expect(mail.text).toContain('Project: Godrej Aristocrat (https://www.nestora.example/project-details/godrej/godrej-aristocrat)');
    expect(mail.html).toContain(
      '<a href="https://www.nestora.example/project-details/godrej/godrej-aristocrat">Godrej Aristocrat</a>',
    );
    expect(mail.text).not.toContain('Project: godrej-aristocrat');
  });

  it('prefers the listed name to the one the form sent', () => {
    const mail = leadEmail(enquiry({ projectId: 'dlf-privana-south', projectDeveloper: 'dlf', projectName: 'Privana' }), {
      siteUrl,
      to: 'leads@nestora.example',
    });
    expect(mail.text).toContain('Project: DLF Privana South (https://www.nestora.example/project-details/dlf/dlf-privana-south)');
  });

  it('shows an id the site no longer lists as text, with a note and no link', () => {
    const mail = leadEmail(enquiry({ projectId: 'sold-out-tower', projectDeveloper: 'godrej', projectName: 'Sold Out Tower' }), {
      siteUrl,
      to: 'leads@nestora.example',
    });
    expect(mail.subject).toBe('New enquiry: Priya Sharma · sold-out-tower (no longer listed) · 9876543210');
    expect(mail.text).toContain('Project: sold-out-tower (no longer listed)\n');
    expect(mail.html).toContain('<td style="padding:4px 0">sold-out-tower (no longer listed)</td>');
    expect(mail.html).not.toContain('/project-details/');
  });

  it('gives one-tap call and WhatsApp links', () => {
    const mail = leadEmail(enquiry({ phone: '+91 98765 43210' }), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.html).toContain('href="tel:+919876543210"');
    expect(mail.html).toContain('href="https://wa.me/919876543210"');
  });
});

describe('the buyer’s confirmation', () => {
  it('names the project they asked about and links its page', () => {
    const mail = buyerConfirmation(enquiry({ projectId: 'godrej-aristocrat', projectDeveloper: 'godrej' }), { siteUrl, privacyLink });
    expect(mail.subject).toBe('Nestora Realty: we have your enquiry about Godrej Aristocrat');
    expect(mail.html).toContain(
      '<a href="https://www.nestora.example/project-details/godrej/godrej-aristocrat">Godrej Aristocrat</a>',
    );
  });

  it('keeps the name the buyer saw, unlinked, for a project the site no longer lists', () => {
    const mail = buyerConfirmation(enquiry({ projectId: 'sold-out-tower', projectName: 'Sold Out Tower' }), { siteUrl, privacyLink });
    expect(mail.subject).toBe('Nestora Realty: we have your enquiry about Sold Out Tower');
    expect(mail.text).toContain('You asked about: Sold Out Tower\n');
    expect(mail.html).not.toContain('/project-details/');
  });

  it('carries the link to stop marketing or ask for erasure, in the text and the HTML', () => {
    const mail = buyerConfirmation(enquiry({}), { siteUrl, privacyLink });
    expect(mail.text).toContain(`Your privacy: Stop offers and new launches, or ask us to erase your details (${privacyLink})`);
    expect(mail.html).toContain(`<a href="${privacyLink}">Stop offers and new launches, or ask us to erase your details</a>`);
  });
});

describe('where the lead came from (issue 34)', () => {
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

  it('names the latest and the first channel and campaign in the lead e-mail, as escaped text in its HTML', () => {
    const mail = leadEmail(enquiry(touches), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.text).toContain('Came from: WhatsApp · campaign <b>diwali</b>');
    expect(mail.text).toContain('First came from: Paid search · campaign gurgaon-3bhk');
    expect(mail.html).toContain('WhatsApp · campaign &lt;b&gt;diwali&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>diwali');
  });

  it('names one channel once when the first and latest touch are the same', () => {
    const same = { ...touches, lastChannel: 'paid-search', lastCampaign: 'gurgaon-3bhk' };
    const mail = leadEmail(enquiry(same), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.text).toContain('Came from: Paid search · campaign gurgaon-3bhk');
    expect(mail.text).not.toContain('First came from');
  });

  it('gives the webhook both touches as an attribution object', () => {
    const body = JSON.parse(webhookBody(enquiry(touches)));
    expect(body.data.attribution).toEqual({
      first: {
        channel: 'paid-search', source: 'google', medium: 'cpc', campaign: 'gurgaon-3bhk', term: null, content: null,
        clickIds: { gclid: 'abc' }, referrer: null, landing: '/project-details/dlf/privana?gclid=abc', at: '2026-11-01T10:00:00.000Z',
      },
      last: {
        channel: 'whatsapp', source: 'whatsapp', medium: null, campaign: '<b>diwali</b>', term: null, content: null,
        clickIds: {}, referrer: null, landing: '/?utm_source=whatsapp', at: '2026-11-20T10:00:00.000Z',
      },
    });
  });

  it('says nothing of a source in the e-mail for a lead stored before sources were noted', () => {
    expect(leadEmail(enquiry({}), { siteUrl, to: 'leads@nestora.example' }).text).not.toMatch(/came from/i);
  });
});
