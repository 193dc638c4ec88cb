import type { Env } from '@/lib/platform/env';
import { pollingLoop } from '@/lib/platform/process/polling-loop';
import { randomUUID } from 'node:crypto';
import 'server-only';
import { claimDueEvents, markEventAttemptFailed, markEventStored, type ClaimedEvent } from './events';
import { googleLeadSchema, sourcedLeadOfGoogle } from './google/lead-form';
import { fetchGraphLead, GraphError, sourcedLeadOfGraph } from './meta/graph';
import { leadgenValueSchema } from './meta/leadgen-event';
import { sourceSettings } from './settings';
import type { SourcedLead } from './sourced-lead';
import { storeSourcedLead } from './store-sourced-lead';
import { WhatsAppGraphError } from './whatsapp/graph';

/** A reason fit for the staff page and the log. */
export class IntakeError extends Error {}

/** How each source that sends events turns one into a lead (Meta: a fetch from the Graph API; Google: the event is the lead). */
async function leadOfEvent(event: ClaimedEvent, settings: Env): Promise<SourcedLead> {
  if (event.source === 'meta') {
    if (!settings.META_GRAPH_TOKEN) throw new IntakeError('META_GRAPH_TOKEN is not set');
    const value = leadgenValueSchema.safeParse(JSON.parse(event.payload));
    if (!value.success) throw new IntakeError('the stored event is malformed');
    const lead = await fetchGraphLead(value.data.leadgen_id, { baseUrl: settings.META_GRAPH_URL, token: settings.META_GRAPH_TOKEN });
    return sourcedLeadOfGraph(value.data, lead, event.createdAt);
  }
  if (event.source === 'google') {
    const lead = googleLeadSchema.safeParse(JSON.parse(event.payload));
    if (!lead.success) throw new IntakeError('the stored event is malformed');
    return sourcedLeadOfGoogle(lead.data, event.createdAt);
  }
  throw new IntakeError(`no reader for events of ${event.source}`);
}

/**
 * A source whose events are no lead of their own but records another wing keeps (WhatsApp's messages and statuses,
 * filed on leads by lib/office/whatsapp): its owner hands the worker a handler where the process starts, as the
 * outbox gets its renderers. It answers the lead the event was filed on, and throws to have it tried again.
 */
export type EventHandler = (event: ClaimedEvent, settings: Env) => Promise<{ leadId: string }>;
export type EventHandlers = Record<string, EventHandler>;

/**
 * The batch in lanes that run side by side: the events of one sender (a WhatsApp number's messages and the statuses
 * of one message) in the order they were accepted, so a conversation is filed in order and its first messages make
 * one lead, not two.
 */
function inTurn(batch: ClaimedEvent[]): ClaimedEvent[][] {
  const lanes = new Map<string, ClaimedEvent[]>();
  for (const event of batch) {
    const lane = event.source === 'whatsapp' ? `whatsapp:${laneOf(event.payload)}` : event.id;
    lanes.set(lane, [...(lanes.get(lane) ?? []), event]);
  }
  return [...lanes.values()];
}

function laneOf(payload: string): string {
  try {
    const event = JSON.parse(payload) as { message?: { from?: string }; status?: { recipient_id?: string } };
    return event.message?.from ?? event.status?.recipient_id ?? '';
  } catch {
    return '';
  }
}

async function inOrder<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (const item of items) await run(item);
}

export type IntakeWorkerOptions = {
  handlers?: EventHandlers;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  settings?: () => Env | Promise<Env>;
};

/**
 * The intake worker of one server process: it claims accepted events (so no other instance works on
 * them), turns each into a lead and stores it, and records the outcome: stored, or the next try on the
 * outbox's schedule, or failed after three days for staff to retry. The lead is stored once per event
 * whatever happens, as storeSourcedLead keys it by the source's own id. It never throws.
 */
export function createIntakeWorker(options: IntakeWorkerOptions = {}) {
  const { pollMs = 5_000, leaseMs = 120_000, batchSize = 20 } = options;
  const now = options.now ?? (() => new Date());
  const settings = options.settings ?? (() => sourceSettings());
  const handlers = options.handlers ?? {};

  async function handle(event: ClaimedEvent, token: string): Promise<void> {
    try {
      const handler = handlers[event.source];
      const { leadId } = handler
        ? await handler(event, await settings())
        : await storeSourcedLead(await leadOfEvent(event, await settings()), now());
      await markEventStored(event, token, leadId, now());
    } catch (error) {
      const known = error instanceof IntakeError || error instanceof GraphError || error instanceof WhatsAppGraphError;
      const reason = known
        ? (error as Error).message
        : `could not store the lead (${String((error as Error)?.message ?? error).slice(0, 120)})`;
      // Only the reason: the event's payload holds a person's ids, the Graph API's answer their details.
      console.error(`Intake ${event.source} ${event.externalId}: attempt ${event.attempts} failed: ${reason}`);
      await markEventAttemptFailed(event, token, reason, now());
    }
  }

  async function runOnce(): Promise<void> {
    try {
      for (;;) {
        const token = randomUUID();
        const batch = await claimDueEvents(token, { limit: batchSize, now: now(), leaseMs });
        if (batch.length === 0) break;
        await Promise.all(inTurn(batch).map((events) => inOrder(events, (event) => handle(event, token))));
        if (loop.stopping()) break;
      }
    } catch (error) {
      console.error('Intake: a pass failed; it runs again at the next poll:', (error as Error)?.message ?? error);
    }
  }

  const loop = pollingLoop(runOnce, pollMs);

  return { wake: loop.wake, runOnce, start: loop.start, stop: loop.stop };
}
