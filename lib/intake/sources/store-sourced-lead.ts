import type { SourcedLead } from './sourced-lead';

// Placeholder: the core pipeline's helper provides the real store at this path.
export async function storeSourcedLead(lead: SourcedLead, now?: Date): Promise<{ leadId: string; created: boolean }> {
  void lead;
  void now;
  throw new Error('not wired');
}
