import { formatMinutes } from '@/lib/platform/time/format';
import Link from 'next/link';
import styles from './leads.module.css';

type Props = { medianResponseMinutes: number | null; contactedCount: number; waitingOver15: number; unreadWhatsApp?: number };

/** How fast leads are called: the 30-day median to first contact, who is still waiting, and whose WhatsApp nobody has read. */
export function ResponseSummary({ medianResponseMinutes, contactedCount, waitingOver15, unreadWhatsApp = 0 }: Props) {
  return (
    <div className={styles.stats}>
      <p className={styles.stat}>
        <strong>{medianResponseMinutes === null ? '—' : formatMinutes(medianResponseMinutes)}</strong>
        Median time to first contact, last 30 days ({contactedCount} {contactedCount === 1 ? 'lead' : 'leads'})
      </p>
      <p className={styles.stat} data-alert={waitingOver15 > 0 || undefined}>
        <strong>{waitingOver15}</strong>
        {waitingOver15 > 0 ? (
          <Link href="/admin/leads?view=all&waiting=1&spam=hide" prefetch={false}>
            New {waitingOver15 === 1 ? 'lead' : 'leads'} waiting over 15 minutes
          </Link>
        ) : (
          'New leads waiting over 15 minutes'
        )}
      </p>
      {unreadWhatsApp > 0 ? (
        <p className={styles.stat} data-alert>
          <strong>{unreadWhatsApp}</strong>
          <Link href="/admin/leads?view=all&unreadWhatsApp=1" prefetch={false}>
            {unreadWhatsApp === 1 ? 'Lead' : 'Leads'} with unread WhatsApp
          </Link>
        </p>
      ) : null}
    </div>
  );
}
