import { fixtureMail } from '../fixtures/read-fixture';
import { readLead } from '../lead-from-mail';

const now = new Date('2026-11-26T06:00:00Z');

describe('Housing.com lead mails', () => {
  it('reads "New lead for your project": lead id, buyer, phone, e-mail, project and city', async () => {
    const reading = readLead(await fixtureMail('housing-new-lead.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('HSG-4471208');
    expect(reading.lead).toMatchObject({
      source: 'housing',
      externalId: 'HSG-4471208/<0100018f2c7a.housing-lead-HSG-4471208@email.housing.com>',
      name: 'Sandeep Chauhan',
      phone: '9811098110',
      email: 'sandeep.chauhan@example.com',
      projectName: 'Godrej Meridien',
      city: 'Gurgaon',
      message: '3 BHK',
      receivedAt: new Date('2026-11-26T06:50:41Z'),
      consent: { form: 'Housing.com project lead form' },
    });
  });

  it('reads a lead with "+91 99990 12345" and "-" for the e-mail', async () => {
    const reading = readLead(await fixtureMail('housing-no-email.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.lead).toMatchObject({
      name: 'Neha Verma',
      phone: '+919999012345',
      email: null,
      projectName: 'ATS Pious Hideaways',
      city: 'Noida',
    });
  });

  it('leaves a changed layout unread, saying what is missing, rather than storing half a lead', async () => {
    expect(readLead(await fixtureMail('housing-changed-layout.eml'), now)).toEqual({
      kind: 'unreadable',
      reason: 'housing: no buyer name found',
    });
  });

  it('reads "New enquiry on your property in …" with "Buyer’s Name:" and "Contact Number: … (Verified)", no lead id', async () => {
    const reading = readLead(await fixtureMail('housing-interested-buyer.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('<0100018fa001.housing-enquiry@email.housing.com>');
    expect(reading.lead).toMatchObject({
      source: 'housing',
      name: 'Farah Khan',
      phone: '+919845067890',
      email: 'farah.khan@example.com',
      city: 'Bangalore',
    });
  });
});
