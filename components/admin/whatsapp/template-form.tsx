'use client';

import { ActionNotice } from '@/components/admin/shell/action-notice';
import { fieldError, type ActionResult } from '@/lib/office/staff/action-result';
import { useActionState, useState } from 'react';
import styles from './whatsapp.module.css';

type Action = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/** An approved template as the form offers it: its text, its variables and what the lead fills them with. */
export type TemplateChoice = {
  id: string;
  label: string;
  text: string;
  marketing: boolean;
  variables: { number: number; value: string; meaning: string | null }[];
};

/**
 * Sends an approved template: pick one, see its text, check the values its variables take from the lead (each
 * editable; the server checks them again, as WhatsApp would), send. Without JavaScript every template's fields show.
 */
export function TemplateForm({ leadId, templates, send }: { leadId: string; templates: TemplateChoice[]; send: Action }) {
  const [result, action, pending] = useActionState(send, null);
  const [chosen, setChosen] = useState(templates[0]?.id ?? '');
  const template = templates.find((candidate) => candidate.id === chosen);
  const choiceError = fieldError(result, 'templateId');
  return (
    <form action={action} className={styles.reply}>
      <input type="hidden" name="id" value={leadId} />
      <label htmlFor="whatsapp-template">Send an approved template</label>
      <select
        id="whatsapp-template"
        name="templateId"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        aria-invalid={choiceError ? true : undefined}
        aria-describedby={choiceError ? 'whatsapp-template-error' : undefined}
      >
        {templates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.label}
          </option>
        ))}
      </select>
      {choiceError ? (
        <p id="whatsapp-template-error" className={styles.error}>
          {choiceError}
        </p>
      ) : null}
      {template ? (
        <>
          <p className={styles.preview}>{template.text}</p>
          {template.variables.map((variable) => {
            const error = fieldError(result, `var${variable.number}`);
            return (
              <div key={`${template.id}-${variable.number}`} className={styles.variable}>
                <label htmlFor={`var${variable.number}`}>
                  {`Value of {{${variable.number}}}`}
                  {variable.meaning ? <span className={styles.meaning}> ({variable.meaning})</span> : null}
                </label>
                <input
                  id={`var${variable.number}`}
                  name={`var${variable.number}`}
                  defaultValue={variable.value}
                  maxLength={1024}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `var${variable.number}-error` : undefined}
                />
                {error ? (
                  <p id={`var${variable.number}-error`} className={styles.error}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </>
      ) : null}
      <ActionNotice result={result?.ok || (result && Object.keys(result.fieldErrors).length === 0) ? result : null} />
      <button type="submit" className="btn btn-primary" disabled={pending || !template}>
        {pending ? 'Sending…' : 'Send template'}
      </button>
    </form>
  );
}
