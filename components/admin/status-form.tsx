import { changeEnquiryStatus } from '@/app/admin/enquiries/actions';
import { nextStatuses, statusLabels } from '@/lib/admin/status';
import { enquiryStatuses } from '@/lib/forms/form-constants';
import styles from './staff.module.css';

type Props = { id: string; name: string; status: string };

/** An enquiry's status and buttons to move it on; a plain form, so it works without JavaScript. */
export function StatusForm({ id, name, status }: Props) {
  const known = enquiryStatuses.find((candidate) => candidate === status);
  return (
    <>
      <span className={styles.status} data-status={status}>
        {known ? statusLabels[known] : status}
      </span>
      <form action={changeEnquiryStatus} className={styles.statusForm}>
        <input type="hidden" name="id" value={id} />
        {nextStatuses(status).map((next) => (
          <button
            key={next}
            type="submit"
            name="status"
            value={next}
            aria-label={`${statusLabels[next]}: mark the enquiry from ${name}`}
          >
            {statusLabels[next]}
          </button>
        ))}
      </form>
    </>
  );
}
