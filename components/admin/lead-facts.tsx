import type { ReactNode } from 'react';
import { formatIst } from '@/lib/admin/ist';
import { ordinal } from '@/lib/leads/format';
import type { LeadDetail } from '@/lib/leads/queries';
import { slotLabel } from '@/lib/visits/slots';
import { ProjectCell } from './project-cell';
import { SpamBadge } from './spam-badge';
import styles from './lead.module.css';

const minutes = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

/** What the buyer sent, and every time they asked again. */
export function LeadFacts({ lead }: { lead: LeadDetail }) {
  const facts: [string, ReactNode][] = [
    ['Received', formatIst(lead.createdAt)],
    ['Form', `${lead.source}${lead.intent ? ` · intent: ${lead.intent}` : ''}`],
    ['Asked about', <ProjectCell key="project" enquiry={lead} />],
    ['Message', lead.message ?? '—'],
    ['Page', lead.pagePath ?? '—'],
    ...(lead.visitDate
      ? ([['Site visit', `${lead.visitDate}, ${slotLabel(lead.visitSlot)}, ${lead.visitors ?? 1} visitor(s)`]] as [string, string][])
      : []),
    [
      'Response time',
      lead.firstContactedAt ? `${minutes(lead.createdAt, lead.firstContactedAt)} min to first contact` : 'Not contacted yet',
    ],
    ['Follow-up', lead.followUpOn ?? 'none'],
    ['Consent', lead.consent ? 'Yes' : 'No'],
  ];
  return (
    <>
      <section className={styles.card} aria-labelledby="facts-heading">
        <h2 id="facts-heading">
          Enquiry <SpamBadge spam={lead.spam} />
        </h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {lead.repeats.length > 0 ? (
        <section className={styles.card} aria-labelledby="repeats-heading">
          <h2 id="repeats-heading">Asked again ({lead.repeats.length})</h2>
          <ol className={styles.timeline}>
            {lead.repeats.map((repeat, index) => (
              <li key={repeat.id}>
                <strong>Repeat enquiry, {ordinal(index + 2)}</strong>
                <span className={styles.when}>
                  {formatIst(repeat.createdAt)} · {repeat.source}
                  {repeat.projectName ? ` · ${repeat.projectName}` : ''}
                </span>
                {repeat.message ? <p className={styles.note}>{repeat.message}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
