import { privacyKindLabels } from '@/lib/compliance/privacy/request-schema';
import { verificationMail } from './privacy-verification';

it('carries the link in text and HTML, with nothing about whether we know the address', async () => {
  const link = 'https://www.nestora.example/privacy/your-data/verify?token=abc_DEF-123&x="y"';
  const mail = await verificationMail({ to: 'a@example.in', asked: privacyKindLabels.erasure, link });
  expect(mail.subject).toBe('Confirm your request about your data');
  expect(mail.text).toContain(link);
  expect(mail.text).toContain('"Erase my data"');
  expect(mail.html).toContain('href="https://www.nestora.example/privacy/your-data/verify?token=abc_DEF-123&amp;x=&quot;y&quot;"');
  expect(mail.html).not.toContain(link);
});
