import type { Lead } from '@/lib/generated/prisma/client';
import { storedTouch, touchSummary } from '@/lib/intake/attribution/stored-touches';
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

/** The "Came from" rows of a lead e-mail: the latest touch, and the first when it was another channel or campaign. */
export function cameFromDetails(lead: Lead): Detail[] {
  const last = touchSummary(storedTouch(lead, 'last'));
  const first = touchSummary(storedTouch(lead, 'first'));
  return [
    { label: 'Came from', value: last },
    { label: 'First came from', value: first !== last ? first : null },
  ];
}
