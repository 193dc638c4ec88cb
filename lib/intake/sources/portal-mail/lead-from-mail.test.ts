import { fixtureMail, fixtureSource } from './fixtures/read-fixture';
import { readLead } from './lead-from-mail';
import { readPortalMail } from './portal-mail';

const now = new Date('2026-11-26T06:00:00Z');

function housingMail(rows: string, headers = 'Message-ID: <m1@email.housing.com>\r\nDate: Thu, 26 Nov 2026 12:20:41 +0530\r\n') {
  return readPortalMail(
    `Authentication-Results: mx.nestora.example; dmarc=pass header.from=housing.com\r\nFrom: Housing.com <no-reply@housing.com>\r\nTo: leads@nestora.example\r\nSubject: New lead for your project Sobha City\r\n${headers}Content-Type: text/plain; charset=utf-8\r\n\r\n${rows}\r\n`,
  );
}

describe('reading a lead out of a portal mail', () => {
  it('refuses a lead with no way to reach the buyer: a masked phone and no e-mail', async () => {
    const reading = readLead(await housingMail('Lead ID: H-1\r\nName: Ravi\r\nPhone: 98XXXXXX45\r\nEmail: NA'), now);
    expect(reading).toEqual({ kind: 'unreadable', reason: 'housing: neither a phone nor an e-mail found' });
  });

  it("refuses a lead without the buyer's name", async () => {
    expect(readLead(await housingMail('Lead ID: H-1\r\nPhone: 9810012345'), now)).toEqual({
      kind: 'unreadable',
      reason: 'housing: no buyer name found',
    });
  });

  it('does not trust a look-alike domain', async () => {
    const mail = await readPortalMail(
      'From: <leads@nothousing.com>\r\nSubject: New lead for your project X\r\n\r\nLead ID: H-1\r\nName: Ravi\r\nPhone: 9810012345\r\n',
    );
    expect(readLead(mail, now)).toMatchObject({ kind: 'unreadable' });
  });

  it('names a mail without a Message-ID by its content, the same each time, and dates it now without a Date', async () => {
    const rows = 'Lead ID: H-2\r\nName: Ravi\r\nPhone: 9810012345';
    const [first, second] = await Promise.all([housingMail(rows, ''), housingMail(rows, '')]);
    expect(first.messageId).toMatch(/^<sha256-[0-9a-f]{64}@portal-mail\.invalid>$/);
    expect(second.messageId).toBe(first.messageId);
    expect(readLead(first, now)).toMatchObject({ kind: 'lead', lead: { receivedAt: now, projectName: 'Sobha City' } });
  });

  it("takes an e-mail only by the lead schemas' rule: one the site's own form refuses is no e-mail", async () => {
    const reading = readLead(await housingMail('Lead ID: H-3\r\nName: Ravi\r\nPhone: 9810012345\r\nEmail: ravi@example.c'), now);
    expect(reading).toMatchObject({ kind: 'lead', lead: { email: null, phone: '9810012345' } });
  });
});

describe('a mail that says it is from a portal but is not', () => {
  it('trusts only the named receiving server: a forger’s own passing header is no verdict when the mailbox adds none', async () => {
    // The forger writes the verdict they want; the mailbox's server (mx.nestora.example) added no header of its own.
    const forged =
      'Authentication-Results: mx.google.com; dkim=pass header.d=housing.com; dmarc=pass header.from=housing.com\r\n' +
      'From: Housing.com <no-reply@housing.com>\r\nSubject: New lead for your project Sobha City\r\nMessage-ID: <f1@x>\r\n\r\n' +
      'Lead ID: H-9\r\nName: Forged\r\nPhone: 9810012345\r\n';
    expect(readLead(await readPortalMail(forged, 'mx.nestora.example'), now)).toEqual({
      kind: 'unreadable',
      reason: 'housing: not sent by housing.com: no Authentication-Results from the receiving server',
    });
    // Without the setting the topmost header counts, which is how such a mailbox is fooled (the README says so).
    expect(readLead(await readPortalMail(forged, undefined), now)).toMatchObject({ kind: 'lead' });
    // The genuine mail: the named server's header on top, whatever the sender wrote below it.
    const genuine =
      'Authentication-Results: MX.Nestora.Example (Postfix); dmarc=pass header.from=housing.com\r\n' +
      'Authentication-Results: mx.google.com; dmarc=fail header.from=housing.com\r\n' +
      forged.slice(forged.indexOf('From:'));
    expect(readLead(await readPortalMail(genuine, 'mx.nestora.example'), now)).toMatchObject({ kind: 'lead' });
  });

  it("keeps a forged MagicBricks mail (spf=fail dkim=none dmarc=fail) off the leads, whatever 'dmarc=pass' the forger wrote lower down", async () => {
    const reading = readLead(await fixtureMail('magicbricks-forged.eml'), now);
    expect(reading).toEqual({
      kind: 'unreadable',
      reason:
        'magicbricks: not sent by magicbricks.com: neither DMARC nor a DKIM signature of magicbricks.com passed (spf=fail dkim=none dmarc=fail)',
    });
  });

  it('keeps a portal mail with no Authentication-Results at all off the leads', async () => {
    const raw = fixtureSource('housing-new-lead.eml')
      .toString()
      .replace(/^Authentication-Results:[^\n]*\n(\s[^\n]*\n)*/, '');
    expect(readLead(await readPortalMail(raw), now)).toEqual({
      kind: 'unreadable',
      reason: 'housing: not sent by housing.com: no Authentication-Results from the receiving server',
    });
  });

  it('does not take a DKIM signature of another domain, or a failed one of the portal, as the portal', async () => {
    const dkimElsewhere = await housingMail('Lead ID: H-4\r\nName: Ravi\r\nPhone: 9810012345', 'Message-ID: <m4@x>\r\n');
    const signedByOther = {
      ...dkimElsewhere,
      authenticationResults: 'mx; dkim=pass header.d=amazonses.com; dmarc=fail header.from=housing.com',
    };
    expect(readLead(signedByOther, now)).toMatchObject({ kind: 'unreadable' });
    const lookAlike = { ...dkimElsewhere, authenticationResults: 'mx; dkim=pass header.d=nothousing.com' };
    expect(readLead(lookAlike, now)).toMatchObject({ kind: 'unreadable' });
    const signedByPortal = { ...dkimElsewhere, authenticationResults: 'mx; dkim=pass header.d=email.housing.com; dmarc=fail' };
    expect(readLead(signedByPortal, now)).toMatchObject({ kind: 'lead' });
  });
});
