import { getAllProjectEntries } from '@/lib/site/content';
import { createHash } from 'node:crypto';
import { projectPath } from './paths';

// Crockford's base-32 letters: no I, L, O or U, so a reference read aloud or retyped survives.
const LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A project's short reference, the same on every build: "NR-4KQ2". */
export function whatsappReference(developerKey: string, projectId: string): string {
  const digest = createHash('sha256').update(`${developerKey}/${projectId}`).digest();
  return `NR-${[0, 1, 2, 3].map((index) => LETTERS[digest[index]! % 32]).join('')}`;
}

/** The text a project page's WhatsApp button prefills: "Ref NR-4KQ2: Godrej Aristocrat". */
export function whatsappReferenceText(developerKey: string, projectId: string, projectName: string): string {
  return `Ref ${whatsappReference(developerKey, projectId)}: ${projectName}`;
}

export type ReferencedProject = { developer: string; id: string; name: string; pagePath: string };

/** The project a message's "Ref NR-XXXX" names, or null when it names none (or carries no reference). */
export function projectOfReference(text: string | null | undefined): ReferencedProject | null {
  const match = /\bRef\s*:?\s*(NR-[0-9A-Z]{4})\b/i.exec(text ?? '');
  if (!match?.[1]) return null;
  const code = match[1].toUpperCase();
  const entry = getAllProjectEntries().find((candidate) => whatsappReference(candidate.developerKey, candidate.project.id) === code);
  if (!entry) return null;
  return {
    developer: entry.developerKey,
    id: entry.project.id,
    name: entry.project.name,
    pagePath: projectPath(entry.developerKey, entry.project.id),
  };
}
