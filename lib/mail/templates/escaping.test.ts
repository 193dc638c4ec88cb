import type { JobApplication } from '@/lib/generated/prisma/client';
import { formattedAddress, site } from '@/lib/site/config';
import { leadRow } from '@/tests/support/lead-row';
import type { MailMessage } from '../message';
import { buyerConfirmation } from './buyer-confirmation';
import { careersEmail } from './job-application';
import { leadEmail } from './new-lead';
import { verificationMail } from './privacy-verification';
import { retentionWarningMail } from './retention-warning';
import { sourcePrivacyNoticeMail } from './source-privacy-notice';
import { invitationMail } from './staff-invitation';
import { staffLink } from './staff-link';
import { resetMail } from './staff-password-reset';

// Every character HTML gives a meaning to, in text and in attribute values.
const hostile = `<script>"'&`;
const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const siteUrl = 'https://www.nestora.example';
const expiresAt = new Date('2026-11-25T06:30:00Z');

beforeAll(() => {
  process.env.SITE_URL = siteUrl;
});

const application = {
  id: 'app-1',
  name: hostile,
  email: 'ravi@example.in',
  department: 'Sales',
  position: 'Advisor',
  about: 'Ten years in sales',
  spam: false,
  createdAt: expiresAt,
} as JobApplication;

// Each message with a hostile value where a visitor (or a link) puts one, the value as it should
// read in the text, and the link it must carry. The reset mail's only free value is its link's token.
const cases: [string, () => Promise<MailMessage>, () => string, () => string][] = [
  [
    'the staff invitation',
    () => invitationMail({ to: 'new@example.in', role: 'advisor', inviterName: hostile, token: 'tok-1', expiresAt }),
    () => staffLink('/admin/invitation/tok-1'),
    () => hostile,
  ],
  [
    'the password reset',
    () => resetMail({ to: 'asha@example.in', token: `tok-${hostile}`, expiresAt, forced: false }),
    () => staffLink(`/admin/reset/tok-${hostile}`),
    () => staffLink(`/admin/reset/tok-${hostile}`),
  ],
  [
    'the privacy verification',
    () =>
      verificationMail({
        to: 'a@example.in',
        asked: 'Get a copy of my data',
        link: `${siteUrl}/privacy/your-data/verify?token=${hostile}`,
      }),
    () => `${siteUrl}/privacy/your-data/verify?token=${hostile}`,
    () => hostile,
  ],
  [
    'the retention warning',
    () => retentionWarningMail({ name: hostile, email: 'p@example.in', createdAt: expiresAt }, { siteUrl, months: 24, noticeHours: 48 }),
    () => `${siteUrl}/privacy/your-data`,
    () => hostile,
  ],
  [
    'the advisors’ lead e-mail',
    () =>
      leadEmail(leadRow({ name: hostile, message: hostile }), {
        siteUrl,
        to: 'leads@example.in',
        cameFrom: { last: hostile, first: hostile },
      }),
    () => `${siteUrl}/admin/leads/lead-1`,
    () => hostile,
  ],
  [
    'the buyer’s confirmation',
    () =>
      buyerConfirmation(leadRow({ name: hostile, message: hostile }), {
        siteUrl,
        privacyLink: `${siteUrl}/privacy/choices?token=${hostile}`,
      }),
    () => `${siteUrl}/privacy/choices?token=${hostile}`,
    () => hostile,
  ],
  [
    'the privacy notice for a lead from a source',
    () => sourcePrivacyNoticeMail({ name: hostile, email: 'b@example.in', sourceName: hostile, siteUrl }),
    () => `${siteUrl}/privacy/your-data`,
    () => hostile,
  ],
  ['the job application', () => careersEmail(application, { to: 'careers@example.in' }), () => 'mailto:ravi@example.in', () => hostile],
];

describe.each(cases)('%s', (_name, send, linkOf, valueOf) => {
  let mail: MailMessage;
  beforeAll(async () => {
    mail = await send();
  });

  it('writes the hostile value escaped into the HTML, and as it is into the text', () => {
    const value = valueOf();
    expect(mail.html).toContain(escape(value));
    expect(mail.html).not.toContain(value);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.text).toContain(value);
    expect(mail.text).not.toMatch(/&(amp|lt|gt|quot|#x27|#39);/);
  });

  it('carries its link in both bodies', () => {
    const link = linkOf();
    expect(mail.html).toContain(`href="${escape(link)}"`);
    expect(mail.text).toContain(link.replace(/^mailto:/, ''));
  });

  it('names the firm in its footer as lib/site/config.ts does', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(`${site.name} · ${formattedAddress()}`);
      expect(body).toContain(`${site.phone.display} · ${site.email}`);
    }
  });
});
