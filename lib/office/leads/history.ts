import { stageLabels, type LeadStage } from './stages';

type Event = { kind: string; fromValue: string | null; toValue: string | null };

const stageName = (value: string | null) => {
  if (!value) return 'none';
  const [stage, ...reason] = value.split(': ');
  const label = stageLabels[stage as LeadStage] ?? stage;
  return reason.length > 0 ? `${label} (${reason.join(': ')})` : label;
};

/** One line of a lead's history, in words. */
export function describeEvent(event: Event, repeatOrdinal?: string): string {
  switch (event.kind) {
    case 'stage':
      return `Stage: ${stageName(event.fromValue)} → ${stageName(event.toValue)}`;
    case 'owner':
      return `Owner: ${event.fromValue ?? 'unassigned'} → ${event.toValue ?? 'unassigned'}`;
    case 'follow-up':
      return `Follow-up: ${event.fromValue ?? 'none'} → ${event.toValue ?? 'none'}`;
    case 'note':
      return 'Added a note';
    case 'repeat':
      return repeatOrdinal ? `The buyer asked again (repeat enquiry, ${repeatOrdinal})` : 'The buyer asked again';
    default:
      return event.kind;
  }
}
