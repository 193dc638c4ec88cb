/** The pipeline a lead moves through, in order. */
export const leadStages = ['new', 'contacted', 'site-visit', 'negotiation', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

export const stageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'site-visit': 'Site visit scheduled',
  negotiation: 'Negotiation',
  won: 'Won',
  lost: 'Lost',
};

/** Stages a lead is still being worked in; a repeat enquiry joins a lead only while it is open. */
export const openStages: readonly LeadStage[] = ['new', 'contacted', 'site-visit', 'negotiation'];
