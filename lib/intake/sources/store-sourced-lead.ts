import 'server-only';
import type { SourcedLead } from './sourced-lead';

/**
 * Stores a lead from a source once per (source, externalId), in one transaction with its
 * consent, first touch, repeat link and outbox rows. A second call for the same lead returns
 * the first one's id with created: false.
 */
export async function storeSourcedLead(lead: SourcedLead, now: Date = new Date()): Promise<{ leadId: string; created: boolean }> {
  void lead; void now;
  throw new Error('storeSourcedLead: not yet implemented');
}
