import { fixtureMail } from '../fixtures/read-fixture';
import { readLead } from '../lead-from-mail';

const now = new Date('2026-11-26T06:00:00Z');

describe('MagicBricks lead mails', () => {
  it('reads "Buyer contact details" (quoted-printable): +91 with spaces becomes +91 and ten digits', async () => {
    const reading = readLead(await fixtureMail('magicbricks-buyer-contact.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('EQ88231904');
    expect(reading.lead).toMatchObject({
      source: 'magicbricks',
      externalId: 'EQ88231904/<mb.enq.EQ88231904.1764124530@magicbricks.com>',
      name: 'Kavita Iyer',
      phone: '+919811122334',
      email: 'kavita.iyer@example.in',
      projectName: 'Tata Eureka Park',
      city: 'Noida',
      attribution: { channel: 'Property portals', source: 'magicbricks', ids: { portalLeadId: 'EQ88231904' } },
      consent: { form: 'MagicBricks contact form' },
    });
  });

  it('reads an HTML-only, base64 mail with an encoded subject, "label | : | value" rows and no e-mail', async () => {
    const mail = await fixtureMail('magicbricks-html-only-no-email.eml');
    expect(mail.subject).toBe('Buyer contact details – Godrej Woods');
    const reading = readLead(mail, now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('EQ88240077');
    expect(reading.lead).toMatchObject({
      name: 'Arjun Mehta',
      phone: '+919958012345',
      email: null,
      projectName: 'Godrej Woods',
      city: 'Noida',
    });
  });

  it('reads "Buyer has contacted you on Magicbricks for - …": bare lines under "Buyer’s Details", "(Verified)", no enquiry id', async () => {
    const reading = readLead(await fixtureMail('magicbricks-buyer-contacted.eml'), now);
    if (reading.kind !== 'lead') throw new Error(reading.reason);
    expect(reading.portalLeadId).toBe('<mb.contact.1764252845.55120931@magicbricks.com>');
    expect(reading.lead).toMatchObject({
      source: 'magicbricks',
      externalId: '<mb.contact.1764252845.55120931@magicbricks.com>',
      name: 'Rahul Sharma',
      phone: '+919871234567',
      email: 'rahul.sharma@example.com',
    });
  });
});
