import { isOutsideSource, sourceLabel } from '@/lib/intake/sources/source-names';
import { responseMinutes, type LeadDetail } from '@/lib/office/leads/queries';
import { formatMinutes } from '@/lib/platform/time/format';
import { formatIst } from '@/lib/platform/time/india';
import { askedProject, askedProjectText } from '@/lib/site/project/asked-project';
import { slotLabel } from '@/lib/site/visits/slots';
import type { ReactNode } from 'react';
import { FollowUpText } from './follow-up-text';
import styles from './leads.module.css';
import { ProjectCell } from './project-cell';
import { SpamBadge } from './spam-badge';

function responseTime(lead: LeadDetail): string {
  const minutes = responseMinutes(lead);
  return minutes === null ? 'Not contacted yet' : `${formatMinutes(minutes)} to first contact (${formatIst(lead.firstContactedAt!)})`;
}

/** A repeat enquiry's project for its one-line summary, as " · name". */
function projectText(lead: Parameters<typeof askedProject>[0] & { projectName: string | null }): string {
  const project = askedProject(lead);
  const text = project ? askedProjectText(project) : lead.projectName;
  return text ? ` · ${text}` : '';
}

/** What the buyer sent, and every time they asked again. */
export function LeadFacts({ lead, today }: { lead: LeadDetail; today: string }) {
  // A booking the buyer made after their first enquiry arrives as a repeat; the latest one counts.
  const visit = [lead, ...lead.repeats].filter((row) => row.visitDate).at(-1);
  const facts: [string, ReactNode][] = [
    ['Received', formatIst(lead.createdAt)],
    [
      isOutsideSource(lead.source) ? 'Source' : 'Form',
      `${isOutsideSource(lead.source) ? sourceLabel(lead.source) : lead.source}${lead.intent ? ` · intent: ${lead.intent}` : ''}${lead.isTest ? ' · test lead' : ''}`,
    ],
    ['Asked about', <ProjectCell key="project" lead={lead} />],
    ['Message', lead.message ?? '—'],
    ['Page', lead.pagePath ?? '—'],
    ...(visit
      ? ([['Site visit', `${visit.visitDate}, ${slotLabel(visit.visitSlot)}, ${visit.visitors ?? 1} visitor(s)`]] as [string, string][])
      : []),
    ...(lead.stage === 'lost' ? ([['Lost because', lead.lostReason ?? '—']] as [string, string][]) : []),
    ['Response time', responseTime(lead)],
    ['Follow-up', <FollowUpText key="follow-up" day={lead.followUpOn} stage={lead.stage} today={today} />],
  ];
  return (
    <>
      <section className={styles.card} aria-labelledby="facts-heading">
        <h2 id="facts-heading">
          Lead <SpamBadge spam={lead.spam} />
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
            {lead.repeats.map((repeat) => (
              <li key={repeat.id}>
                <strong>Repeat enquiry, {repeat.ordinal}</strong>
                <span className={styles.when}>
                  {formatIst(repeat.createdAt)} · {repeat.source}
                  {projectText(repeat)}
                  {repeat.visitDate ? ` · site visit ${repeat.visitDate}, ${slotLabel(repeat.visitSlot)}` : ''}
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
