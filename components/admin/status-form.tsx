import { changeEnquiryStatus } from '@/app/admin/enquiries/actions';
import { leadStages, stageLabels } from '@/lib/leads/stages';
import styles from './staff.module.css';

type Props = { id: string; name: string; status: string };

/** An enquiry's stage and buttons to move it on; a plain form, so it works without JavaScript. */
export function StatusForm({ id, name, status }: Props) {
  const known = leadStages.find((candidate) => candidate === status);
  return (
    <>
      <span className={styles.status} data-status={status}>
        {known ? stageLabels[known] : status}
      </span>
      <form action={changeEnquiryStatus} className={styles.statusForm}>
        <input type="hidden" name="id" value={id} />
        {leadStages
          .filter((next) => next !== status)
          .map((next) => (
            <button
              key={next}
              type="submit"
              name="status"
              value={next}
              aria-label={`${stageLabels[next]}: mark the enquiry from ${name}`}
            >
              {stageLabels[next]}
            </button>
          ))}
      </form>
    </>
  );
}
