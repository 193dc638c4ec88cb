import { formatIst } from '@/lib/platform/time/india';
import { stageLabels, type LeadStage } from './stages';

type Event = { kind: string; fromValue: string | null; toValue: string | null; detail?: string | null };

const callOutcomeWords: Record<string, string> = {
  dialled: 'Called the buyer',
  answered: 'Call: answered',
  'no-answer': 'Call: no answer',
  busy: 'Call: busy',
  'wrong-number': 'Call: wrong number',
  'call-back': 'Call: asked to call back',
};

const byRule = (event: Event) => (event.detail ? ` (rule: ${event.detail})` : '');

/** Where an escalated lead went: on to the next advisor of the pool, or nowhere (an older line names no one). */
const escalatedTo = (event: Event) =>
  event.toValue && event.toValue !== event.fromValue
    ? `moved from ${event.fromValue ?? 'nobody'} to ${event.toValue}`
    : `${event.fromValue ?? 'nobody'} keeps it`;

function callWords(event: Event): string {
  const words = callOutcomeWords[event.toValue ?? ''] ?? `Call: ${event.toValue}`;
  const at = event.detail ? new Date(event.detail) : null;
  return at && !Number.isNaN(at.getTime()) ? `${words} at ${formatIst(at)}` : words;
}

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
    case 'assigned':
      return `Assigned to ${event.toValue ?? 'nobody'}${byRule(event)}`;
    case 'reminder':
      return `Reminded ${event.toValue ?? 'nobody'}: not contacted within the target`;
    case 'reassigned':
      return `Moved from ${event.fromValue ?? 'nobody'} to ${event.toValue ?? 'nobody'}: not contacted in twice the target${byRule(event)}`;
    case 'handed-on':
      return `Moved from ${event.fromValue ?? 'nobody'} to ${event.toValue ?? 'nobody'}: ${event.fromValue ?? 'the owner'} went away${byRule(event)}`;
    case 'escalated':
      return `Escalated to the admins: nobody in the pool contacted the buyer; ${escalatedTo(event)}${byRule(event)}`;
    case 'call':
      return callWords(event);
    case 'whatsapp-reply':
      return 'The buyer replied on WhatsApp';
    case 'repeat':
      return repeatOrdinal ? `The buyer asked again (repeat enquiry, ${repeatOrdinal})` : 'The buyer asked again';
    default:
      return event.kind;
  }
}
