import type { Lead } from '@/lib/generated/prisma/client';
import { cameFromOf } from '@/lib/intake/attribution/stored-touches';
import { leadRow, twoTouches as touches } from '@/tests/support/lead-row';
import { buyerConfirmation } from './buyer-confirmation';
import { leadEmail as renderLeadEmail } from './new-lead';

const siteUrl = 'https://www.nestora.example';
/** The advisors' mail as the outbox renders it: where the lead came from read from its stored touches. */
const leadEmail = (lead: Lead, { siteUrl, to }: { siteUrl: string; to: string }) =>
  renderLeadEmail(lead, { siteUrl, to, cameFrom: cameFromOf(lead) });
const privacyLink = 'https://www.nestora.example/privacy/choices?token=lead-1.1790000000.sig';

/** A link as the template writes it: its address, then (after the attributes React Email adds) its text. */
const link = (href: string, text: string) => new RegExp(`<a href="${href.replace(/[.?]/g, '\\$&')}"[^>]*>${text}</a>`);

describe('the advisors’ lead e-mail', () => {
  it('names the project as the site lists it and links its public page, even when only the id was sent', async () => {
    const mail = await leadEmail(leadRow({ projectId: 'godrej-aristocrat' }), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.subject).toBe('New lead: Priya Sharma · Godrej Aristocrat · 9876543210');
    expect(mail.text).toContain('Project: Godrej Aristocrat (https://www.nestora.example/project-details/godrej/godrej-aristocrat)');
    expect(mail.html).toMatch(link('https://www.nestora.example/project-details/godrej/godrej-aristocrat', 'Godrej Aristocrat'));
    expect(mail.text).not.toContain('Project: godrej-aristocrat');
  });

  it('prefers the listed name to the one the form sent', async () => {
    const mail = await leadEmail(leadRow({ projectId: 'dlf-privana-south', projectDeveloper: 'dlf', projectName: 'Privana' }), {
      siteUrl,
      to: 'leads@nestora.example',
    });
    expect(mail.text).toContain('Project: DLF Privana South (https://www.nestora.example/project-details/dlf/dlf-privana-south)');
  });

  it('shows an id the site no longer lists as text, with a note and no link', async () => {
    const mail = await leadEmail(leadRow({ projectId: 'sold-out-tower', projectDeveloper: 'godrej', projectName: 'Sold Out Tower' }), {
      siteUrl,
      to: 'leads@nestora.example',
    });
    expect(mail.subject).toBe('New lead: Priya Sharma · sold-out-tower (no longer listed) · 9876543210');
    expect(mail.text).toContain('Project: sold-out-tower (no longer listed)\n');
    expect(mail.html).toMatch(/<td[^>]*>sold-out-tower \(no longer listed\)<\/td>/);
    expect(mail.html).not.toContain('/project-details/');
  });

  it('gives one-tap call and WhatsApp links', async () => {
    const mail = await leadEmail(leadRow({ phone: '+91 98765 43210' }), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.html).toContain('href="tel:+919876543210"');
    expect(mail.html).toContain('href="https://wa.me/919876543210"');
  });
});

describe('the buyer’s confirmation', () => {
  it('names the project they asked about and links its page', async () => {
    const mail = await buyerConfirmation(leadRow({ projectId: 'godrej-aristocrat', projectDeveloper: 'godrej' }), { siteUrl, privacyLink });
    expect(mail.subject).toBe('Nestora Realty: we have your enquiry about Godrej Aristocrat');
    expect(mail.html).toMatch(link('https://www.nestora.example/project-details/godrej/godrej-aristocrat', 'Godrej Aristocrat'));
  });

  it('keeps the name the buyer saw, unlinked, for a project the site no longer lists', async () => {
    const mail = await buyerConfirmation(leadRow({ projectId: 'sold-out-tower', projectName: 'Sold Out Tower' }), { siteUrl, privacyLink });
    expect(mail.subject).toBe('Nestora Realty: we have your enquiry about Sold Out Tower');
    expect(mail.text).toContain('You asked about: Sold Out Tower\n');
    expect(mail.html).not.toContain('/project-details/');
  });

  it('carries the link to stop marketing or ask for erasure, in the text and the HTML', async () => {
    const mail = await buyerConfirmation(leadRow({}), { siteUrl, privacyLink });
    expect(mail.text).toContain(`Your privacy: Stop offers and new launches, or ask us to erase your details (${privacyLink})`);
    expect(mail.html).toMatch(link(privacyLink, 'Stop offers and new launches, or ask us to erase your details'));
  });
});

describe('where the lead came from (issue 34)', () => {
  it('names the latest and the first channel and campaign in the lead e-mail, as escaped text in its HTML', async () => {
    const mail = await leadEmail(leadRow(touches), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.text).toContain('Came from: WhatsApp · campaign <b>diwali</b>');
    expect(mail.text).toContain('First came from: Paid search · campaign gurgaon-3bhk');
    expect(mail.html).toContain('WhatsApp · campaign &lt;b&gt;diwali&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>diwali');
  });

  it('names one channel once when the first and latest touch are the same', async () => {
    const same = { ...touches, lastChannel: 'paid-search', lastCampaign: 'gurgaon-3bhk' };
    const mail = await leadEmail(leadRow(same), { siteUrl, to: 'leads@nestora.example' });
    expect(mail.text).toContain('Came from: Paid search · campaign gurgaon-3bhk');
    expect(mail.text).not.toContain('First came from');
  });

  it('says nothing of a source in the e-mail for a lead stored before sources were noted', async () => {
    expect((await leadEmail(leadRow({}), { siteUrl, to: 'leads@nestora.example' })).text).not.toMatch(/came from/i);
  });
});
