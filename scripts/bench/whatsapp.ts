/**
 * `npm run bench:whatsapp`: WhatsApp conversations at an agency's peak, on a cluster (README: WhatsApp). Two instances
 * of the production build behind nginx on a throwaway PostgreSQL cluster (./two-instances.ts), and the Cloud API's
 * stand-in (tests/support/whatsapp-stand-in.ts) answering every request in --graph-delay-ms. Then:
 * 1. Inbound: --messages messages from --buyers buyers over --seconds, signed as Meta signs them, in the shapes of
 *    Meta's messages webhook (text, photo, document, location, contact card, button and list replies, reactions), a
 *    buyer's next message sent once the previous one was answered (so their order is defined), and a tenth of them
 *    delivered again a few seconds later, as Meta retries. Promised: every delivery answered 200 with p99 under
 *    200 ms; every message stored once, in its conversation's order; one lead per buyer.
 * 2. Outbound: --replies replies queued through the desk's own send path (queueReply, as the lead page's form does),
 *    sent by the instances' outbox workers. The stand-in posts each one's statuses back (sent, delivered, read) with
 *    biz_opaque_callback_data, as Meta does. Promised: the stand-in receives each outbox row exactly once; every
 *    reply ends "read".
 * Prints a table and exits 1 when a promise is broken. Not part of CI: it takes a few minutes.
 *
 *   npm run bench:whatsapp        options: --messages 2000 --buyers 100 --seconds 60 --replies 500 --graph-delay-ms 500 --port 4100
 */
import type { StaffMember } from '@/lib/office/staff/sessions';
import { queueReply } from '@/lib/office/whatsapp/send';
import { db } from '@/lib/platform/db';
import { parseArgs } from 'node:util';
import {
  BUSINESS_ACCOUNT_ID,
  BUSINESS_NUMBER_ID,
  fileBytes,
  message,
  messagesDelivery,
  status,
  statusesDelivery,
} from '../../tests/support/whatsapp-fixtures';
import { startWhatsAppStandIn } from '../../tests/support/whatsapp-stand-in';
import { percentile, postSigned, sleep, startTwoInstances, type Answer } from './two-instances';

const { values: args } = parseArgs({
  options: {
    messages: { type: 'string', default: '2000' },
    buyers: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    replies: { type: 'string', default: '500' },
    'graph-delay-ms': { type: 'string', default: '500' },
    port: { type: 'string', default: '4100' },
  },
});

const total = Number(args.messages);
const buyers = Number(args.buyers);
const seconds = Number(args.seconds);
const replies = Number(args.replies);
const nginxPort = Number(args.port);
const ACCESS_TOKEN = 'bench-whatsapp-access-token-of-some-length';
const APP_SECRET = 'bench-whatsapp-app-secret-of-32-characters';
const settings = {
  APP_SECRET: 'bench-whatsapp-site-secret-of-32-characters-or-more',
  WHATSAPP_PHONE_NUMBER_ID: BUSINESS_NUMBER_ID,
  WHATSAPP_BUSINESS_ACCOUNT_ID: BUSINESS_ACCOUNT_ID,
  WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: 'bench-whatsapp-verify-token',
};

const webhook = `http://127.0.0.1:${nginxPort}/api/intake/whatsapp`;
let posted = 0;
/** A signed delivery from one of 16 loopback addresses in turn, as Meta's deliveries come from a pool of its servers. */
const deliver = (body: string) => postSigned(webhook, body, APP_SECRET, `127.0.0.${10 + (posted++ % 16)}`);
const phoneOf = (buyer: number) => `9198${String(10_000_000 + buyer).padStart(8, '0')}`;

type Message = Record<string, unknown> & { id: string };

/** The n-th message, of a type by n (half of them text), from `from`; `earlier` is the buyer's previous message. */
function nthMessage(n: number, from: string, earlier: string | undefined, media: (bytes: Buffer, type: string) => string): Message {
  const previous = earlier ?? 'wamid.HBgMOTE5ODEwMDAwMDAwFQIAERgSQzYxQ0Y1';
  switch (n % 20) {
    case 10:
    case 11:
      return message.image(from, media(fileBytes.jpeg, 'image/jpeg'), `Site photo ${n}`) as Message;
    case 12:
      return message.document(from, media(fileBytes.pdf, 'application/pdf'), `floor-plan-${n}.pdf`) as Message;
    case 13:
      return message.location(from) as Message;
    case 14:
      return message.contacts(from) as Message;
    case 15:
      return message.button(from, 'Book a site visit', previous) as Message;
    case 16:
      return message.buttonReply(from, 'visit-sat', 'Saturday', previous) as Message;
    case 17:
      return message.listReply(from, '3bhk', '3 BHK', previous) as Message;
    case 18:
      return message.reaction(from, previous, '👍') as Message;
    default:
      return message.text(from, `Message ${n}: is the 3 BHK on the 12th floor still available?`) as Message;
  }
}

async function inbound(graph: Awaited<ReturnType<typeof startWhatsAppStandIn>>) {
  const media = (bytes: Buffer, mimeType: string) => {
    const id = String(900_000_000_000 + graph.media.size);
    graph.media.set(id, { bytes, mimeType });
    return id;
  };
  const sentOrder = new Map<string, string[]>(); // buyer's phone -> wamids in the order sent
  const answers: Answer[] = [];
  const repeats: Promise<void>[] = [];
  const chains = new Map<number, Promise<void>>();
  const started = Date.now();
  for (let n = 0; n < total; n += 1) {
    const buyer = Math.floor(Math.random() * buyers);
    const from = phoneOf(buyer);
    const previous = chains.get(buyer) ?? Promise.resolve();
    chains.set(
      buyer,
      previous.then(async () => {
        await sleep(started + (n * seconds * 1000) / total - Date.now());
        const order = sentOrder.get(from) ?? [];
        const sent = nthMessage(n, from, order.at(-1), media);
        order.push(sent.id);
        sentOrder.set(from, order);
        const body = messagesDelivery([sent], { profileName: `Buyer ${buyer}` });
        answers.push(await deliver(body));
        // Meta's retry: the very same delivery, a few seconds later.
        if (n % 10 === 5) {
          repeats.push(
            sleep(1000 + Math.random() * 9000)
              .then(() => deliver(body))
              .then((answer) => void answers.push(answer)),
          );
        }
      }),
    );
  }
  await Promise.all(chains.values());
  await Promise.all(repeats);
  return { sentOrder, answers, sendSeconds: (Date.now() - started) / 1000 };
}

/** Polls until `done` answers true or `timeoutMs` passes; answers the seconds it took. */
async function until(done: () => Promise<boolean>, since: number, timeoutMs = 180_000): Promise<number | null> {
  while (Date.now() - since < timeoutMs) {
    if (await done()) return (Date.now() - since) / 1000;
    await sleep(1000);
  }
  return null;
}

type Check = [name: string, passed: boolean, detail: string];

async function main() {
  const graph = await startWhatsAppStandIn(ACCESS_TOKEN);
  graph.delayMs = Number(args['graph-delay-ms']);
  const site = await startTwoInstances(nginxPort, { ...settings, WHATSAPP_GRAPH_URL: graph.url }).catch(async (error: unknown) => {
    await graph.close();
    throw error;
  });
  // This process queues the replies through the desk's own code, on the same database.
  Object.assign(process.env, settings, { DATABASE_URL: site.databaseUrl, WHATSAPP_GRAPH_URL: graph.url });
  const checks: Check[] = [];
  const lines: string[] = [];
  try {
    const prisma = await db();

    // 1. Inbound.
    const { sentOrder, answers, sendSeconds } = await inbound(graph);
    const since = Date.now();
    const drained = await until(
      async () =>
        (await prisma.whatsAppMessage.count({ where: { direction: 'in' } })) >= total &&
        (await prisma.intakeEvent.count({ where: { source: 'whatsapp', state: 'pending' } })) === 0,
      since,
    );
    const statuses: Record<number, number> = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const stored = await prisma.whatsAppMessage.findMany({
      where: { direction: 'in' },
      orderBy: [{ sentAt: 'asc' }, { createdAt: 'asc' }],
      select: { wamid: true, leadId: true },
    });
    const leadOf = new Map<string, string>();
    const byLead = new Map<string, string[]>();
    for (const row of stored) {
      leadOf.set(row.wamid!, row.leadId);
      byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row.wamid!]);
    }
    const sentIds = [...sentOrder.values()].flat();
    const missing = sentIds.filter((id) => !leadOf.has(id)).length;
    let splitBuyers = 0;
    let outOfOrder = 0;
    for (const order of sentOrder.values()) {
      const leads = new Set(order.map((id) => leadOf.get(id)));
      if (leads.size !== 1) splitBuyers += 1;
      else if (byLead.get([...leads][0]!)?.join() !== order.join()) outOfOrder += 1;
    }
    const whatsappLeads = await prisma.lead.count({ where: { source: 'whatsapp', repeatOfId: null } });
    const mediaStored = await prisma.whatsAppMessage.count({ where: { direction: 'in', mediaState: 'stored' } });
    const mediaSent = graph.media.size;
    lines.push(
      `Inbound: ${total} messages from ${sentOrder.size} buyers (+${answers.length - total} retried deliveries) in ${sendSeconds.toFixed(1)} s through nginx to 2 instances on PostgreSQL; Graph API answering in ${graph.delayMs} ms`,
      `Webhook answers: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`,
      `All stored ${drained === null ? 'NOT within 180 s' : `${drained.toFixed(1)} s after the last delivery`}; media stored ${mediaStored} of ${mediaSent}`,
    );
    checks.push(
      ['every webhook delivery answered 200', (statuses[200] ?? 0) === answers.length, JSON.stringify(statuses)],
      ['webhook p99 under 200 ms', p99 < 200, `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`],
      [
        'every message stored exactly once',
        missing === 0 && stored.length === total,
        `${stored.length} stored of ${total} sent, ${missing} missing, ${answers.length - total} repeats`,
      ],
      [
        'each conversation in the order sent',
        outOfOrder === 0 && splitBuyers === 0,
        `${outOfOrder} out of order, ${splitBuyers} split over leads`,
      ],
      ['one lead per buyer', whatsappLeads === sentOrder.size, `${whatsappLeads} leads for ${sentOrder.size} buyers`],
    );

    // 2. Outbound: the stand-in posts each reply's statuses as Meta would, carrying our outbox row's id.
    const statusAnswers: Answer[] = [];
    graph.onSent = ({ body, wamid }) => {
      const to = String(body.to);
      const callback = String(body.biz_opaque_callback_data);
      void (async () => {
        for (const state of ['sent', 'delivered', 'read'] as const) {
          await sleep(200);
          statusAnswers.push(await deliver(statusesDelivery([status(wamid, state, to, { callback })])));
        }
      })();
    };
    const admin = await prisma.staffUser.create({
      data: { name: 'Bench Admin', email: 'bench-admin@nestora.test', passwordHash: 'unused', role: 'admin' },
    });
    const viewer: StaffMember = { id: admin.id, name: admin.name, email: admin.email, role: 'admin' };
    const leadIds = [...new Set(leadOf.values())];
    const sendsBefore = graph.sent.length;
    const queuedAt = Date.now();
    const messageIds: string[] = [];
    for (let start = 0; start < replies; start += 25) {
      const batch = Array.from({ length: Math.min(25, replies - start) }, (_, offset) => start + offset);
      const queued = await Promise.all(
        batch.map((n) => queueReply(viewer, leadIds[n % leadIds.length]!, { kind: 'text', text: `Reply ${n}: yes, it is available.` })),
      );
      messageIds.push(...queued.map((reply) => reply.messageId));
    }
    const queueSeconds = (Date.now() - queuedAt) / 1000;
    const allSent = await until(async () => graph.sent.length - sendsBefore >= replies, queuedAt);
    const allRead = await until(
      async () => (await prisma.whatsAppMessage.count({ where: { id: { in: messageIds }, status: 'read' } })) === replies,
      queuedAt,
    );
    await sleep(3000); // a straggling second send, if any, would arrive now
    const outbound = await prisma.whatsAppMessage.findMany({
      where: { id: { in: messageIds } },
      select: { deliveryId: true, status: true },
    });
    const received = new Map<string, number>();
    for (const sent of graph.sent.slice(sendsBefore)) {
      const key = String(sent.body.biz_opaque_callback_data);
      received.set(key, (received.get(key) ?? 0) + 1);
    }
    const once = outbound.filter((row) => received.get(row.deliveryId!) === 1).length;
    const twice = [...received.values()].filter((count) => count > 1).length;
    const read = outbound.filter((row) => row.status === 'read').length;
    const deliveries = await prisma.delivery.count({ where: { id: { in: outbound.map((row) => row.deliveryId!) }, state: 'delivered' } });
    const statusOk = statusAnswers.filter((answer) => answer.status === 200).length;
    lines.push(
      `Outbound: ${replies} replies queued in ${queueSeconds.toFixed(1)} s; all at the stand-in ${allSent === null ? 'NOT within 180 s' : `after ${allSent.toFixed(1)} s`}, all read ${allRead === null ? 'NOT within 180 s' : `after ${allRead.toFixed(1)} s`}`,
      `Status webhooks: ${statusAnswers.length} posted, p99 ${percentile(
        statusAnswers.map((answer) => answer.ms).sort((a, b) => a - b),
        99,
      ).toFixed(0)} ms`,
    );
    checks.push(
      [
        'each reply sent exactly once',
        once === replies && twice === 0 && received.size === replies,
        `${once} once, ${twice} more than once, ${received.size} outbox rows seen by the stand-in`,
      ],
      ['every outbox row delivered', deliveries === replies, `${deliveries} of ${replies}`],
      [
        'statuses applied (every reply read)',
        read === replies && statusOk === statusAnswers.length,
        `${read} read of ${replies}; ${statusOk}/${statusAnswers.length} status posts answered 200`,
      ],
    );
  } finally {
    graph.onSent = undefined;
    site.stop();
    await graph.close();
  }
  console.log(`\n${lines.join('\n')}`);
  console.log('\nPromise                                   Result  Detail');
  for (const [name, passed, detail] of checks) console.log(`${name.padEnd(42)}${passed ? 'PASS' : 'FAIL'}    ${detail}`);
  process.exit(checks.every(([, passed]) => passed) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
