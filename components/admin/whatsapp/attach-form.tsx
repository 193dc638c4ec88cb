'use client';

import { ActionNotice } from '@/components/admin/shell/action-notice';
import { fieldError, refused, type ActionResult } from '@/lib/office/staff/action-result';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import styles from './whatsapp.module.css';

/**
 * A photo or PDF for the buyer, inside the 24-hour window. A plain multipart form to the attach route (a server
 * action's body is capped at 1 MB), which without JavaScript comes back to this page with the outcome in its address
 * (`initial`); with JavaScript it is posted in place, its answer shown here and the thread refreshed.
 */
export function AttachForm({ leadId, initial }: { leadId: string; initial: ActionResult | null }) {
  const router = useRouter();
  const [result, setResult] = useState<ActionResult | null>(initial);
  const [pending, setPending] = useState(false);
  const url = `/admin/leads/${encodeURIComponent(leadId)}/whatsapp/attach`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const response = await fetch(url, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } });
      const answer: ActionResult = (response.headers.get('content-type') ?? '').includes('application/json')
        ? await response.json()
        : refused('The attachment was not sent: sign in again, then try once more.');
      setResult(answer);
      if (answer.ok) {
        form.reset();
        router.refresh();
      }
    } catch {
      setResult(refused('The attachment was not sent: check the connection and try again.'));
    } finally {
      setPending(false);
    }
  }

  const error = fieldError(result, 'file');
  const captionError = fieldError(result, 'caption');
  return (
    <form action={url} method="post" encType="multipart/form-data" onSubmit={submit} className={styles.reply}>
      <label htmlFor="whatsapp-file">Attach a photo or PDF</label>
      <input
        id="whatsapp-file"
        type="file"
        name="file"
        accept="image/jpeg,image/png,application/pdf"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'whatsapp-file-hint whatsapp-file-error' : 'whatsapp-file-hint'}
      />
      <p id="whatsapp-file-hint" className={styles.hint}>
        A JPEG or PNG photo up to 5 MB, or a PDF (a brochure, a floor plan) up to 16 MB.
      </p>
      {error ? (
        <p id="whatsapp-file-error" className={styles.error}>
          {error}
        </p>
      ) : null}
      <label htmlFor="whatsapp-caption">Caption (optional)</label>
      <input
        id="whatsapp-caption"
        name="caption"
        maxLength={1024}
        aria-invalid={captionError ? true : undefined}
        aria-describedby={captionError ? 'whatsapp-caption-error' : undefined}
      />
      {captionError ? (
        <p id="whatsapp-caption-error" className={styles.error}>
          {captionError}
        </p>
      ) : null}
      <ActionNotice result={result?.ok ? result : result && !error && !captionError ? result : null} />
      <button type="submit" className="btn btn-outline" disabled={pending}>
        {pending ? 'Sending…' : 'Send attachment'}
      </button>
    </form>
  );
}
