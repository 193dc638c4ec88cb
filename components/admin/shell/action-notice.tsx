import type { ActionResult } from '@/lib/office/staff/action-result';
import styles from '../shared.module.css';

type Props = {
  result: ActionResult<unknown> | null | undefined;
  /** For the fields the form error is about (their aria-describedby). */
  id?: string;
};

/**
 * What a staff action answered, shown the same way on every staff page and form: its notice, announced
 * politely, or why it was refused, announced at once. Field errors sit next to their fields.
 */
export function ActionNotice({ result, id }: Props) {
  if (!result) return null;
  if (!result.ok) {
    return result.formError ? (
      <p role="alert" id={id} className={styles.alert}>
        {result.formError}
      </p>
    ) : null;
  }
  return result.notice ? (
    <p role="status" id={id} className={styles.notice}>
      {result.notice}
    </p>
  ) : null;
}
