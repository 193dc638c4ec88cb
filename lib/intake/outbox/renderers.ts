import { privacyLinkUrl } from '@/lib/compliance/consent/privacy-link';
import type { Lead } from '@/lib/generated/prisma/client';
import { cameFromOf } from '@/lib/intake/attribution/stored-touches';
import type { RecordRenderers, RenderContext } from '@/lib/mail/outbox/renderers';
import { DeliveryError } from '@/lib/mail/outbox/senders';
import { buyerConfirmation } from '@/lib/mail/templates/buyer-confirmation';
import { careersEmail } from '@/lib/mail/templates/job-application';
import { leadEmail } from '@/lib/mail/templates/new-lead';
import 'server-only';
import { leadWebhookBody } from './webhook-body';

function leadOf({ delivery, records }: RenderContext): Lead {
  const lead = records.leads.get(delivery.leadId ?? '');
  if (!lead) throw new DeliveryError('the lead no longer exists');
  return lead;
}

/**
 * How the outbox renders what intake stores, at send time: a lead's mail to the advisors (with where it came from),
 * the buyer's confirmation (with their signed privacy link), the CRM webhook, and a job application's mail to the
 * careers mailbox. Handed to the outbox worker where the process starts (instrumentation.ts).
 */
export const intakeRenderers: RecordRenderers = {
  'lead-email': async (context) => {
    const lead = leadOf(context);
    const { SITE_URL: siteUrl, LEAD_EMAIL_TO: to = '' } = context.settings;
    return { mail: await leadEmail(lead, { siteUrl, to, cameFrom: cameFromOf(lead) }) };
  },
  'buyer-email': async (context) => {
    const lead = leadOf(context);
    const siteUrl = context.settings.SITE_URL;
    return { mail: await buyerConfirmation(lead, { siteUrl, privacyLink: privacyLinkUrl(lead.id, siteUrl, context.now) }) };
  },
  webhook: async (context) => ({ webhookBody: leadWebhookBody(leadOf(context)) }),
  'careers-email': async ({ delivery, records, settings }) => {
    const application = records.applications.get(delivery.applicationId ?? '');
    if (!application) throw new DeliveryError('the job application no longer exists');
    if (!settings.SMTP_URL || !settings.LEAD_EMAIL_FROM || !settings.CAREERS_EMAIL_TO)
      throw new DeliveryError('careers e-mail is not configured');
    return { mail: await careersEmail(application, { to: settings.CAREERS_EMAIL_TO }) };
  },
};
