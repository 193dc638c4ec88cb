'use client';

import type { ReactNode } from 'react';
import { recordCallAttempt } from '@/lib/office/leads/actions';

/**
 * The Call button: opens the phone's dialler, and records the attempt on the lead as it does (the page's
 * outcome form then records how the call went). Without JavaScript it still dials.
 */
export function CallLink({ leadId, href, children }: { leadId: string; href: string; children: ReactNode }) {
  return (
    <a href={href} onClick={() => void recordCallAttempt(leadId)}>
      {children}
    </a>
  );
}
