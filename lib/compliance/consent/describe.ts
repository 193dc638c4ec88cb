import { parsePurposes } from './purposes';

export type ConsentEntry = {
  kind: string;
  noticeVersion: string | null;
  purposes: string;
  form: string | null;
  pagePath: string | null;
};

const purposeLabels = { contact: 'contact about the enquiry', marketing: 'marketing' } as const;

/** One line of a lead's consent history, for staff. */
export function describeConsent(entry: ConsentEntry): string {
  if (entry.kind === 'withdrawn') return `Withdrew ${parsePurposes(entry.purposes).join(' and ')} consent through the link in our e-mail`;
  if (entry.kind === 'erasure-requested') return 'Asked for erasure through the link in our e-mail';
  const agreed = parsePurposes(entry.purposes)
    .map((purpose) => purposeLabels[purpose])
    .join(' and ');
  const notice = entry.noticeVersion ? `notice of ${entry.noticeVersion}` : 'no notice version named';
  return `Agreed to ${agreed} · ${notice} · ${entry.form ?? 'unknown'} form${entry.pagePath ? ` on ${entry.pagePath}` : ''}`;
}
