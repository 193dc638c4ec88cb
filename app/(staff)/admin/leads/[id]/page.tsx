import { AccessLogTable } from '@/components/admin/access-log/access-log-table';
import { CallOutcomes } from '@/components/admin/leads/call-outcomes';
import { DeliveryStates } from '@/components/admin/leads/delivery-states';
import { LeadAttribution } from '@/components/admin/leads/lead-attribution';
import { LeadClock } from '@/components/admin/leads/lead-clock';
import { LeadConsent } from '@/components/admin/leads/lead-consent';
import { LeadFacts } from '@/components/admin/leads/lead-facts';
import { LeadForms } from '@/components/admin/leads/lead-forms';
import { LeadTimeline } from '@/components/admin/leads/lead-timeline';
import styles from '@/components/admin/leads/leads.module.css';
import { ReachBuyer } from '@/components/admin/leads/reach-buyer';
import { StageBadge } from '@/components/admin/leads/stage-badge';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { WhatsAppConversation } from '@/components/admin/whatsapp/conversation';
import { accessLogForLead } from '@/lib/compliance/access-log/queries';
import { consentHistory } from '@/lib/compliance/consent/store';
import { deliveriesByLead } from '@/lib/mail/outbox/queries';
import { viewLead } from '@/lib/office/leads/view-lead';
import { listStaffUsers } from '@/lib/office/staff/accounts';
import { requireStaff } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import { ATTACHMENT_FORM } from '@/lib/office/whatsapp/attachment-request';
import { leadConversation } from '@/lib/office/whatsapp/lead-conversation';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { istToday } from '@/lib/platform/time/india';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import {
  addLeadNoteAction,
  assignLeadOwnerAction,
  changeLeadStageAction,
  markLeadWhatsAppReplyAction,
  recordCallAttemptAction,
  recordLeadCallAction,
  setLeadFollowUpAction,
} from '../actions';
import {
  retryWhatsAppMessageAction,
  sendWhatsAppReplyAction,
  sendWhatsAppTemplateAction,
  syncWhatsAppTemplatesAction,
} from './whatsapp-actions';

export const metadata: Metadata = { title: 'Lead' };

type Props = {
  params: Promise<{ id: string }>;
};

/** One lead: who asked what, where it stands, and everything staff did with it; each view is logged, and admins see the log. */
export default async function LeadPage({ params }: Props) {
  const viewer = await requireStaff();
  const { id } = await params;
  const lead = await viewLead(viewer, id, await renderingClientAddress());
  if (!lead) notFound();
  if (lead.repeatOfId) redirect(`/admin/leads/${encodeURIComponent(lead.repeatOfId)}`);
  // The attachment form's answer after a plain post (its route answers a redirect here) shows in that form, by its
  // field; the other forms' at the top.
  const [attachResult, formResult] = await Promise.all([flashedResult(ATTACHMENT_FORM), flashedResult()]);
  const staff = viewer.role === 'admin' ? (await listStaffUsers()).filter((member) => member.active) : [];
  const deliveries = (await deliveriesByLead([lead.id])).get(lead.id) ?? [];
  const accessLog = viewer.role === 'admin' ? await accessLogForLead(viewer, lead.id) : null;
  const consents = await consentHistory(lead.id);
  const whatsapp = await leadConversation(viewer, lead, await renderingClientAddress());
  const conversation = (
    <WhatsAppConversation
      leadId={lead.id}
      {...whatsapp}
      attachResult={attachResult}
      actions={{
        reply: sendWhatsAppReplyAction,
        template: sendWhatsAppTemplateAction,
        sync: syncWhatsAppTemplatesAction,
        retry: retryWhatsAppMessageAction,
      }}
    />
  );
  return (
    <>
      <p className={styles.back}>
        <Link href="/admin/leads" prefetch={false}>
          ← Back to leads
        </Link>
      </p>
      <h1 className={styles.title}>
        {lead.name} <StageBadge stage={lead.stage} />
      </h1>
      <ReachBuyer
        leadId={lead.id}
        phone={lead.phone}
        email={lead.email}
        recordCall={recordCallAttemptAction}
        whatsappHere={whatsapp.whatsappOn}
      />
      <ActionNotice result={formResult} />
      <div className={styles.layout}>
        <div className={styles.sent}>
          {/* A conversation under way comes first on a phone; an empty one after what the buyer sent. */}
          {whatsapp.conversation.hasThread ? conversation : null}
          <LeadFacts lead={lead} today={istToday()} />
          <LeadAttribution lead={lead} />
          <LeadConsent entries={consents} />
          {whatsapp.conversation.hasThread ? null : conversation}
        </div>
        <section className={`${styles.card} ${styles.work}`} aria-labelledby="work-heading">
          <h2 id="work-heading">Work this lead</h2>
          <p className={styles.hint}>
            Owner: {lead.owner?.name ?? 'nobody yet'} <LeadClock lead={lead} now={new Date()} />
          </p>
          {lead.phone ? (
            <CallOutcomes leadId={lead.id} recordCall={recordLeadCallAction} markWhatsAppReply={markLeadWhatsAppReplyAction} />
          ) : null}
          <LeadForms
            actions={{
              changeStage: changeLeadStageAction,
              assign: assignLeadOwnerAction,
              setFollowUp: setLeadFollowUpAction,
              addNote: addLeadNoteAction,
            }}
            lead={lead}
            viewer={viewer}
            staff={staff}
          />
        </section>
        <div className={styles.record}>
          <DeliveryStates deliveries={deliveries} />
          <LeadTimeline lead={lead} />
          {accessLog ? (
            <section className={styles.card} aria-labelledby="access-heading">
              <h2 id="access-heading">Access log</h2>
              <AccessLogTable rows={accessLog} caption="Staff access to this lead (admins only; kept one year)" />
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
