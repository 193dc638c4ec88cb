import type { Lead } from '@/lib/generated/prisma/client';
import { askedProjectText, type AskedProject } from '@/lib/site/project/asked-project';
import { slotLabel } from '@/lib/site/visits/slots';
import type { Detail } from '../parts';

// A visitor's name must not start new header lines in the subject.
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** What the lead asked about, in a few words, for a subject line. */
export function asked(lead: Lead, project: AskedProject | null): string {
  return (project ? askedProjectText(project) : lead.projectName) ?? lead.locality ?? lead.city ?? `${lead.source} form`;
}

export const visitLine = (lead: Lead) =>
  lead.visitDate ? `${lead.visitDate}, ${slotLabel(lead.visitSlot)}, ${lead.visitors ?? 1} visitor(s)` : null;

/** Where a lead came from, each touch in a few words ("Paid search · campaign gurgaon-3bhk"); null when not recorded. */
export type CameFrom = { last: string | null; first: string | null };

/** The "Came from" rows of a lead e-mail: the latest touch, and the first when it was another channel or campaign. */
export function cameFromDetails({ last, first }: CameFrom): Detail[] {
  return [
    { label: 'Came from', value: last },
    { label: 'First came from', value: first !== last ? first : null },
  ];
}
