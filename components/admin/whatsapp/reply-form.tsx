'use client';

import { ActionNotice } from '@/components/admin/shell/action-notice';
import { fieldError, type ActionResult } from '@/lib/office/staff/action-result';
import { useActionState, useEffect, useRef } from 'react';
import styles from './whatsapp.module.css';

type Action = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/** The reply box: free text inside the 24-hour window; the form empties once the reply is queued. */
export function ReplyForm({ leadId, send }: { leadId: string; send: Action }) {
  const [result, action, pending] = useActionState(send, null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const error = fieldError(result, 'text');
  return (
    <form ref={form} action={action} className={styles.reply}>
      <input type="hidden" name="id" value={leadId} />
      <label htmlFor="whatsapp-reply">Reply on WhatsApp</label>
      <textarea
        id="whatsapp-reply"
        name="text"
        rows={3}
        maxLength={4096}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'whatsapp-reply-error' : undefined}
      />
      {error ? (
        <p id="whatsapp-reply-error" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ActionNotice result={result?.ok ? result : result && !error ? result : null} />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
