import { leadStages, stageLabels } from '@/lib/office/leads/stages';
import styles from './leads.module.css';

/** A lead's stage in words (colour only repeats what the words say). */
export function StageBadge({ stage }: { stage: string }) {
  const known = leadStages.find((candidate) => candidate === stage);
  return (
    <span className={styles.status} data-status={stage}>
      {known ? stageLabels[known] : stage}
    </span>
  );
}
