import type { Lead } from '@/lib/generated/prisma/client';
import { leadEmail } from '@/lib/mail/templates/new-lead';
import { isSitePath } from '@/lib/site/page/paths';
import { noAttribution } from '@/tests/support/no-attribution';
import { enquirySchema } from './enquiry-schema';

const siteUrl = 'https://www.nestora.example';
const lead = { name: 'Priya Sharma', phone: '9876543210', source: 'footer' };

/** Paths a browser or mail client would take to another host once resolved against the site. */
const attacks = [
  '/\\evil.example',
  '/\\/evil.example',
  '/\\evil.example/project-details',
  '//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%09/evil.example\u0000',
  '/\u202Eelpmaxe.live',
  'https://evil.example/',
  'evil.example',
];

describe('pagePath (issue 39)', () => {
  it.each(attacks)('refuses %j: the enquiry is stored without it', (pagePath) => {
    const parsed = enquirySchema.safeParse({ ...lead, pagePath });
    expect(parsed.success && parsed.data.pagePath).toBeUndefined();
    expect(isSitePath(pagePath)).toBe(false);
  });

  it.each(['/project-details/dlf/privana', '/residential?city=gurgaon&page=2', '/about#team', '/%5Cencoded'])(
    'keeps the site path %j',
    (pagePath) => {
      const parsed = enquirySchema.safeParse({ ...lead, pagePath });
      expect(parsed.success && parsed.data.pagePath).toBe(pagePath);
      expect(new URL(pagePath, siteUrl).origin).toBe(siteUrl);
    },
  );

  it('never links the lead mail to another host, even from a row stored before the check', async () => {
    const stored = {
      ...noAttribution,
      id: 'lead-1',
      name: 'Priya Sharma',
      phone: null,
      email: null,
      source: 'footer',
      pagePath: '/\\evil.example',
    };
    const mail = await leadEmail(stored as unknown as Lead, {
      siteUrl,
      to: 'leads@nestora.example',
      cameFrom: { last: null, first: null },
    });
    expect(mail.html).not.toMatch(/href="[^"]*evil\.example/);
    expect(mail.text).not.toContain('https://evil.example');
    expect(mail.text).toContain('Sent from: /\\evil.example');
  });
});
