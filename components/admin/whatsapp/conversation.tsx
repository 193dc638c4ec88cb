import type { ActionResult } from '@/lib/office/staff/action-result';
import type { Conversation } from '@/lib/office/whatsapp/conversation';
import { formatIst } from '@/lib/platform/time/india';
import { LiveRefresh } from './live-refresh';
import { ReplyForm } from './reply-form';
import { SyncTemplates } from './sync-templates';
import { TemplateForm, type TemplateChoice } from './template-form';
import { ThreadMessageItem } from './thread-message';
import styles from './whatsapp.module.css';

type StateAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

type Props = {
  leadId: string;
  conversation: Conversation;
  version: string;
  templates: TemplateChoice[];
  whatsappOn: boolean;
  actions: { reply: StateAction; template: StateAction; sync: StateAction; retry: (formData: FormData) => Promise<void> };
};

/**
 * The lead's WhatsApp conversation, phone first: the thread (the buyer's messages on the left, ours on the right
 * with their ticks), which replies the 24-hour window allows now and why, and the reply box or the templates.
 */
export function WhatsAppConversation({ leadId, conversation, version, templates, whatsappOn, actions }: Props) {
  const { messages, window } = conversation;
  return (
    <section id="whatsapp" className={styles.conversation} aria-labelledby="whatsapp-heading">
      <h2 id="whatsapp-heading">
        WhatsApp
        {conversation.unreadBefore > 0 ? <span className={styles.unread}>{conversation.unreadBefore} new</span> : null}
      </h2>
      {messages.length === 0 ? (
        <p className={styles.hint}>No WhatsApp messages yet.</p>
      ) : (
        <ol id="whatsapp-thread" className={styles.thread} aria-label="Messages, oldest first" tabIndex={0}>
          {messages.map((message) => (
            <ThreadMessageItem key={message.id} message={message} leadId={leadId} retry={actions.retry} />
          ))}
        </ol>
      )}
      {!whatsappOn ? (
        <p className={styles.hint}>WhatsApp is not set up: an admin enters its settings on the Sources page.</p>
      ) : (
        <>
          <p className={styles.window} data-open={window.open ? 'yes' : 'no'} role="note">
            <strong>{window.open ? `Reply window open until ${formatIst(window.closesAt)}` : 'Templates only'}</strong> {window.why}
          </p>
          {window.open ? <ReplyForm leadId={leadId} send={actions.reply} /> : null}
          {templates.length > 0 ? (
            <TemplateForm leadId={leadId} templates={templates} send={actions.template} />
          ) : (
            <p className={styles.hint}>No approved templates are stored yet.</p>
          )}
          <SyncTemplates leadId={leadId} sync={actions.sync} />
        </>
      )}
      <LiveRefresh versionUrl={`/admin/leads/${encodeURIComponent(leadId)}/whatsapp/state`} version={version} threadId="whatsapp-thread" />
    </section>
  );
}
