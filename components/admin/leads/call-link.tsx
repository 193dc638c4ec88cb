'use client';

import type { ReactNode } from 'react';

/**
 * The Call button: opens the phone's dialler, and records the attempt on the lead as it does (the page's
 * outcome form then records how the call went). Without JavaScript it still dials.
 */
/** The server action that records a call attempt on a lead (the lead page's route owns it). */
export type RecordCallAttempt = (leadId: string) => Promise<void>;

export function CallLink({
  leadId,
  href,
  record,
  children,
}: {
  leadId: string;
  href: string;
  record: RecordCallAttempt;
  children: ReactNode;
}) {
  return (
    <a href={href} onClick={() => void record(leadId)}>
      {children}
    </a>
  );
}
