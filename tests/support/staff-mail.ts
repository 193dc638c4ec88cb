import { closeMailTransport } from '@/lib/mail/outbox/mail-transport';
import { createOutboxWorker } from '@/lib/mail/outbox/worker';
import { startMailbox } from './receivers';

/**
 * A loopback mailbox for the staff account mails (invitations, reset links), with the settings that
 * switch the outbox's notice-email channel on. Call in beforeAll, before anything reads the settings.
 */
export async function startStaffMailbox() {
  const mailbox = await startMailbox();
  Object.assign(process.env, {
    SITE_URL: 'https://www.nestora.example',
    SMTP_URL: mailbox.url,
    LEAD_EMAIL_FROM: 'staff@nestora.example',
    LEAD_EMAIL_TO: 'leads@nestora.example',
  });
  return {
    mailbox,
    /**
     * Delivers what the outbox holds (at `sentAt`: a mail whose link has expired is never sent), then the link
     * token of the last mail to `to` under `path`.
     */
    async linkTokenFor(to: string, path: '/admin/invitation/' | '/admin/reset/', sentAt?: Date): Promise<string> {
      await createOutboxWorker(sentAt ? { now: () => sentAt } : {}).runOnce();
      const mail = mailbox.received.filter((received) => received.to && JSON.stringify(received.to).includes(to)).at(-1);
      const token = mail?.text?.match(new RegExp(`${path}([A-Za-z0-9_-]{43})`))?.[1];
      if (!token) throw new Error(`no mail to ${to} with a ${path} link`);
      return token;
    },
    async close() {
      closeMailTransport();
      await mailbox.close();
    },
  };
}
