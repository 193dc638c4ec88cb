'use client';

import { ActionNotice } from '@/components/admin/shell/action-notice';
import type { ActionResult } from '@/lib/office/staff/action-result';
import { useActionState } from 'react';
import styles from './whatsapp.module.css';

type Action = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/** Fetches the approved templates from WhatsApp again, saying how many there are or why it failed. */
export function SyncTemplates({ leadId, sync }: { leadId: string; sync: Action }) {
  const [result, action, pending] = useActionState(sync, null);
  return (
    <form action={action} className={styles.sync}>
      <input type="hidden" name="id" value={leadId} />
      <ActionNotice result={result} />
      <button type="submit" className="btn btn-outline" disabled={pending}>
        {pending ? 'Updating…' : 'Update templates from WhatsApp'}
      </button>
    </form>
  );
}
