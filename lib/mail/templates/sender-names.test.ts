import { leadRow } from '@/tests/support/lead-row';
import type { MailMessage } from '../message';
import { buyerConfirmation } from './buyer-confirmation';
import { MAX_SHOWN_NAME } from './given-name';
import { retentionWarningMail } from './retention-warning';
import { sourcePrivacyNoticeMail } from './source-privacy-notice';

const siteUrl = 'https://www.nestora.example';
// What a forger wrote as the buyer's "name" in a mail made to look like a portal's, so that our mail would carry it.
const forged = 'Forged Bank Desk. Dear customer, your refund of Rs 49,999 is waiting, call 1800-000-000 now';

beforeAll(() => {
  process.env.SITE_URL = siteUrl;
});

const mails: [string, () => Promise<MailMessage>][] = [
  [
    'the privacy notice for a lead from a source',
    () => sourcePrivacyNoticeMail({ name: forged, email: 'victim@example.org', sourceName: 'MagicBricks', siteUrl }),
  ],
  [
    'the buyer’s confirmation',
    () => buyerConfirmation(leadRow({ name: forged }), { siteUrl, privacyLink: `${siteUrl}/privacy/choices?token=t` }),
  ],
  [
    'the retention warning',
    () =>
      retentionWarningMail(
        { name: forged, email: 'victim@example.org', createdAt: new Date('2026-01-05T06:30:00Z') },
        { siteUrl, months: 24, noticeHours: 48 },
      ),
  ],
];

describe.each(mails)('%s, to someone whose "name" is a message', (_name, send) => {
  it('opens with our own words, and shows the name only quoted and cut short, in both bodies', async () => {
    const mail = await send();
    const firstLine = mail.text.split('\n').find((line) => line.trim())!;
    expect(firstLine).not.toContain('Forged');
    const shown = `“${forged.slice(0, MAX_SHOWN_NAME - 1).trimEnd()}…”`;
    expect(mail.text).toContain(shown);
    expect(mail.html).toContain(shown);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('is waiting, call 1800');
      expect(body).not.toMatch(/Dear Forged/);
    }
  });
});
