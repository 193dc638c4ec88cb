import { openStages } from '@/lib/office/leads/stages';
import shared from '../shared.module.css';
import styles from './leads.module.css';

/** A lead's follow-up day, saying in words when it is due today or overdue. */
export function FollowUpText({ day, stage, today }: { day: string | null; stage: string; today: string }) {
  if (!day) return <span className={shared.detail}>—</span>;
  const open = openStages.some((candidate) => candidate === stage);
  if (open && day < today) return <strong className={shared.overdue}>Overdue: {day}</strong>;
  if (open && day === today) return <strong className={styles.dueToday}>Due today</strong>;
  return <>{day}</>;
}
