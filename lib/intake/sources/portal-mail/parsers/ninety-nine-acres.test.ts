import { fixtureMail } from '../fixtures/read-fixture';
import { readLead } from '../lead-from-mail';

const now = new Date('2026-11-26T06:00:00Z');

describe('99acres lead mails', () => {
  it('reads a listing response: buyer, phone, e-mail, project, city and the response id', async () => {
    const reading = readLead(await fixtureMail('99acres-response.eml'), now);
    expect(reading).toEqual({
      kind: 'lead',
      portalLeadId: '558214',
      lead: {
        source: '99acres',
        externalId: '558214/<20261126104105.RSP558214@mailer.99acres.com>',
        name: 'Rohit Malhotra',
        phone: '+919810012345',
        email: 'rohit.malhotra@example.com',
        message: 'I am interested in this property. Please call me after 6 pm.',
        projectName: 'DLF The Crest',
        city: 'Gurgaon',
        receivedAt: new Date('2026-11-26T05:11:05Z'),
        attribution: {
          channel: 'Property portals',
          source: '99acres',
          ids: { portalLeadId: '558214', messageId: '<20261126104105.RSP558214@mailer.99acres.com>' },
        },
        consent: { form: '99acres listing response form' },
      },
    });
  });

  it('reads a "New Enquiry" mail without an e-mail: the placeholder is no address, the city comes from the locality', async () => {
    const reading = readLead(await fixtureMail('99acres-new-enquiry-no-email.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('731902');
    expect(reading.lead).toMatchObject({
      name: 'Priya Sharma',
      phone: '09871234567',
      email: null,
      projectName: 'M3M Golf Estate',
      city: 'Gurgaon',
      message: '4 BHK, budget ₹5.5 Cr',
    });
  });

  it('leaves a 99acres newsletter unread: the sender is right but the subject is not a lead', async () => {
    expect(readLead(await fixtureMail('99acres-weekly-report.eml'), now)).toEqual({
      kind: 'unreadable',
      reason: 'no parser reads mail from noreply@99acres.com with this subject',
    });
  });
});
