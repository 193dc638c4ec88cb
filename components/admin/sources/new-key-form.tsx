'use client';

import { ActionNotice } from '@/components/admin/shell/action-notice';
import type { NewApiKey } from '@/lib/intake/sources/api-keys';
import type { ActionResult } from '@/lib/office/staff/action-result';
import { useActionState } from 'react';
import shared from '../shared.module.css';
import styles from './sources.module.css';

type Result = ActionResult<NewApiKey>;
type Props = { action: (previous: Result | null, formData: FormData) => Promise<Result>; siteUrl: string };

/** Makes an API key for another tool; the key is shown here once, never again. Works without JavaScript too. */
export function NewKeyForm({ action, siteUrl }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  const made = state?.ok ? state.data : undefined;
  const refused = state?.ok === false;
  return (
    <form action={formAction} className={styles.form} aria-labelledby="new-key-heading">
      <h3 id="new-key-heading">Make an API key</h3>
      <ActionNotice result={state} id="new-key-error" />
      {made ? (
        <div role="status" className={styles.newKey}>
          <p>
            The key for <strong>{made.name}</strong>. Copy it now: it will not be shown again.
          </p>
          <code data-testid="new-api-key">{made.key}</code>
          <p className={shared.summary}>
            Post leads to <code>{new URL(`/api/intake/${made.name}`, siteUrl).toString()}</code> with the header{' '}
            <code>Authorization: Bearer &lt;key&gt;</code>.
          </p>
        </div>
      ) : null}
      <label>
        Name of the tool (it names the source of its leads)
        <input
          name="name"
          required
          pattern="[a-z0-9][a-z0-9\-]{1,39}"
          maxLength={40}
          placeholder="zapier"
          autoComplete="off"
          defaultValue=""
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? 'new-key-error' : undefined}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Make key
      </button>
    </form>
  );
}
