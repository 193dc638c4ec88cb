import { parsePurposes } from './purposes';

export type ConsentKind = 'given' | 'withdrawn' | 'erasure-requested';
export type ConsentRow = { kind: string; purposes: string; createdAt: Date };

export type MarketingStatus = { state: 'agreed'; since: Date } | { state: 'withdrawn'; since: Date } | { state: 'not-agreed' };

const withdrawalLast = (row: ConsentRow) => (row.kind === 'withdrawn' ? 1 : 0);

/**
 * Whether a lead may be sent offers and launches: only when the latest record about marketing is a yes.
 * A withdrawal wins over every earlier yes, and over a later one recorded at the same instant.
 */
export function marketingStatus(rows: readonly ConsentRow[]): MarketingStatus {
  let latest: MarketingStatus = { state: 'not-agreed' };
  const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || withdrawalLast(a) - withdrawalLast(b));
  for (const row of ordered) {
    if (!parsePurposes(row.purposes).includes('marketing')) continue;
    if (row.kind === 'given') latest = { state: 'agreed', since: row.createdAt };
    if (row.kind === 'withdrawn') latest = { state: 'withdrawn', since: row.createdAt };
  }
  return latest;
}

export const isMarketable = (rows: readonly ConsentRow[]) => marketingStatus(rows).state === 'agreed';
