import shared from '@/components/admin/shared.module.css';
import type { ImportUndoProblem } from '@/lib/intake/sources/csv-import/batches';
import { messageFor } from '@/lib/platform/text/message-for';

/** The import page's own words for each code its address may carry; anything else in the address shows nothing. */
const messages = {
  missing: 'That import no longer exists or was already undone.',
  worked: 'Staff have started working some of its leads, so this import can no longer be undone.',
} as const satisfies Record<ImportUndoProblem, string>;

export function ImportUndoAlert({ code }: { code: string | null }) {
  const message = messageFor(messages, code);
  return message ? (
    <p className={shared.alert} role="alert">
      {message}
    </p>
  ) : null;
}
