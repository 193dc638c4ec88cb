import type { MailMessage } from '@/lib/outbox/messages';
import { site } from '@/lib/site';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

type WarnedLead = { name: string; email: string; createdAt: Date };

const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The notice a buyer gets 48 hours before their enquiry is erased, with how to keep it. It names no
 * date: the 48 hours run from its delivery, which a mail outage can put off after it was written.
 */
export function retentionWarningMail(lead: WarnedLead, { siteUrl, months, noticeHours }: { siteUrl: string; months: number; noticeHours: number }): MailMessage {
  const yourData = new URL('/privacy/your-data', siteUrl).toString();
  const policy = new URL('/privacy-policy', siteUrl).toString();
  const paragraphs = [
    `Dear ${lead.name},`,
    `You sent ${site.name} an enquiry on ${day.format(lead.createdAt)}. We have not been in touch about it for ${months} months, so, as our privacy policy says, we will erase it and your contact details ${noticeHours} hours after sending you this e-mail.`,
    `If you would like us to keep it, reply to this e-mail or call ${site.phone.display} within those ${noticeHours} hours. To see or download what we hold about you first, visit ${yourData}.`,
    `Our privacy policy: ${policy}`,
    `${site.name}`,
  ];
  return {
    to: lead.email,
    subject: `${site.name}: your enquiry will be erased in ${noticeHours} hours`,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2733">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('')}</body></html>`,
    replyTo: site.email,
  };
}
