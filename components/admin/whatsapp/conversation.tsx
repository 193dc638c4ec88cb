import type { ActionResult } from '@/lib/office/staff/action-result';
import type { Conversation } from '@/lib/office/whatsapp/conversation';
import type { TemplateSyncState } from '@/lib/office/whatsapp/template-schedule';
import { formatIst } from '@/lib/platform/time/india';
import { AttachForm } from './attach-form';
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
  templateSync: TemplateSyncState;
  /** The attachment form's outcome after a plain (no-JavaScript) post, read from the page's address. */
  attachResult?: ActionResult;
  actions: { reply: StateAction; template: StateAction; sync: StateAction; retry: (formData: FormData) => Promise<void> };
};

/**
 * The lead's WhatsApp conversation, phone first: the thread (the buyer's messages on the left, ours on the right
 * with their ticks), which replies the 24-hour window allows now and why, and the reply box or the templates.
 */
/** When the templates were last fetched, and the last failure when it is the latest word. */
function SyncState({ state }: { state: TemplateSyncState }) {
  const failedLast = state.lastErrorAt && (!state.lastOkAt || state.lastErrorAt > state.lastOkAt);
  return (
    <p className={styles.hint} id="whatsapp-template-sync">
      {state.lastOkAt ? `Templates last updated from WhatsApp ${formatIst(state.lastOkAt)}; ` : 'Templates not yet updated from WhatsApp; '}
      they are updated every six hours on their own.
      {failedLast ? (
        <span className={styles.error}>
          {' '}
          The last update failed ({formatIst(state.lastErrorAt!)}): {state.lastError}
        </span>
      ) : null}
    </p>
  );
}

export function WhatsAppConversation({ leadId, conversation, version, templates, whatsappOn, templateSync, attachResult, actions }: Props) {
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
          {window.open ? (
            <>
              <ReplyForm leadId={leadId} send={actions.reply} />
              <AttachForm leadId={leadId} initial={attachResult ?? null} />
            </>
          ) : null}
          {templates.length > 0 ? (
            <TemplateForm leadId={leadId} templates={templates} send={actions.template} />
          ) : (
            <p className={styles.hint}>No approved templates are stored yet.</p>
          )}
          <SyncTemplates leadId={leadId} sync={actions.sync} />
          <SyncState state={templateSync} />
        </>
      )}
      <LiveRefresh versionUrl={`/admin/leads/${encodeURIComponent(leadId)}/whatsapp/state`} version={version} threadId="whatsapp-thread" />
    </section>
  );
}
