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

  it('reads "Property Advertisement Response for …": unlabelled name, e-mail and "+91-98… (Verified)" lines, no lead id', async () => {
    const reading = readLead(await fixtureMail('99acres-advertisement-response.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('<1764222160.A71234567.resp@99acres.com>');
    expect(reading.lead).toMatchObject({
      source: '99acres',
      externalId: '<1764222160.A71234567.resp@99acres.com>',
      name: 'Anil Kapoor',
      phone: '+919810023456',
      email: 'anil.kapoor@example.com',
      message: 'I am interested in your property. Please call me in the evening.',
      attribution: { ids: { messageId: '<1764222160.A71234567.resp@99acres.com>' } },
    });
    expect(reading.lead.attribution.ids).not.toHaveProperty('portalLeadId');
  });

  it('reads "Property Advertisement Query" with "Sender’s Name:" labels (curly apostrophe) and "(Verified)"', async () => {
    const reading = readLead(await fixtureMail('99acres-advertisement-query.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('Q99102233');
    expect(reading.lead).toMatchObject({
      name: 'Pooja Nair',
      phone: '+919820011223',
      email: 'pooja.nair@example.in',
      city: 'Mumbai',
      message: 'Is the 2 BHK in Powai still available? What is the maintenance?',
    });
  });

  it('reads "Response on your Property Listing": an HTML table with "Sender\'s Name" (straight apostrophe)', async () => {
    const reading = readLead(await fixtureMail('99acres-response-on-listing.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('RSP661240');
    expect(reading.lead).toMatchObject({
      name: 'Vikram Rao',
      phone: '9845012345',
      email: 'vikram.rao@example.com',
      city: 'Bangalore',
    });
  });

  it('keeps a response with a name but neither a phone nor an e-mail on the could-not-read list, saying why', async () => {
    expect(readLead(await fixtureMail('99acres-response-no-contact.eml'), now)).toEqual({
      kind: 'unreadable',
      reason: '99acres: neither a phone nor an e-mail found',
    });
  });
});
