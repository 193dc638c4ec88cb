import type { MailMessage } from '@/lib/outbox/messages';
import { privacyKindLabels, type PrivacyRequestKind } from './request-schema';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The mail that confirms a request came from the owner of the address. It reads the same whether or
 * not we hold anything under that address: the sender learns nothing from it they did not know.
 */
export function verificationMail({ to, kind, link }: { to: string; kind: PrivacyRequestKind; link: string }): MailMessage {
  const paragraphs = [
    `Someone asked Nestora Realty, giving this e-mail address: "${privacyKindLabels[kind]}".`,
    'If it was you, confirm the request within 24 hours with this link (it works once):',
    link,
    'If you have sent us an enquiry or applied for a job with us, our team will act on your confirmed request within 30 days. If you did not ask, ignore this mail and nothing will happen.',
  ];
  return {
    to,
    subject: 'Confirm your request about your data',
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2733">${paragraphs
      .map((text) => (text === link ? `<p><a href="${escapeHtml(link)}">Confirm my request</a></p>` : `<p>${escapeHtml(text)}</p>`))
      .join('')}</body></html>`,
  };
}
