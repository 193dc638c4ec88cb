/**
 * How fast a stored lead reaches the advisors' inbox, the buyer and the CRM: posts enquiries to the
 * production server with a real SMTP server and webhook receiver on loopback, waits until the
 * outbox is empty, and prints p50/p99/max per channel from stored (Enquiry.createdAt) to delivered,
 * both as the worker recorded it (Delivery.deliveredAt) and as the receiver saw it arrive. With
 * --smtp-down-seconds N the mail server is down for N seconds in the middle of the run while
 * enquiries keep arriving, and it also prints how soon after its return the backlog was out.
 * Enquiries go as fast as the clients can send them, or --rate N a second; with an outage and no
 * --rate, spread over twice its length, as real leads arrive: before, during and after it.
 *
 *   npm run bench:delivery -- --enquiries 1000 --concurrency 16 --rate 20 --smtp-down-seconds 300
 */
import Database from 'better-sqlite3';
import { parseArgs } from 'node:util';
import { startOwnServer } from '../../tests/support/own-server';
import { deliveryEnv, startMailbox, startWebhookReceiver } from '../../tests/support/receivers';

const { values: args } = parseArgs({
  options: {
    enquiries: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    'smtp-down-seconds': { type: 'string', default: '0' },
    rate: { type: 'string' },
    port: { type: 'string', default: '3945' },
  },
});

const channels = ['lead-email', 'buyer-email', 'webhook'] as const;
type Channel = (typeof channels)[number];
type Row = { id: string; email: string; channel: Channel; stored: number | string; delivered: number | string | null };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number | string) => (typeof value === 'number' ? value : new Date(value).getTime());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const cell = (value: number | undefined) => `${value === undefined || Number.isNaN(value) ? '-' : Math.round(value)} ms`.padStart(10);
  return `${cell(sorted[0])} ${cell(percentile(sorted, 50))} ${cell(percentile(sorted, 99))} ${cell(sorted.at(-1))}`;
}

async function main() {
  const mailboxes = [await startMailbox()];
  const receiver = await startWebhookReceiver();
  const own = await startOwnServer(args.port, deliveryEnv(mailboxes[0]!.url, receiver.url));
  const total = Number(args.enquiries);
  const concurrency = Number(args.concurrency);
  const downMs = Number(args['smtp-down-seconds']) * 1000;
  const rate = args.rate !== undefined ? Number(args.rate) : downMs > 0 ? total / ((2 * downMs) / 1000) : Infinity;
  const outage = { from: 0, to: 0 };
  try {
    let next = 0;
    const postingStarted = Date.now();
    let outageOver: Promise<void> | undefined;
    const client = async () => {
      for (let index = next++; index < total; index = next++) {
        await sleep(postingStarted + (index / rate) * 1000 - Date.now());
        if (downMs > 0 && index === Math.floor(total / 4)) {
          const port = mailboxes[0]!.port;
          await mailboxes.at(-1)!.close();
          outage.from = Date.now();
          console.log(`SMTP server down for ${downMs / 1000} s after ${index} enquiries`);
          outageOver = sleep(downMs).then(async () => {
            mailboxes.push(await startMailbox(port));
            outage.to = Date.now();
            console.log('SMTP server back');
          });
        }
        const response = await fetch(`${own.base}/api/enquiry`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: `Bench ${index}`,
            phone: `97${String(index).padStart(8, '0')}`,
            email: `bench${index}@example.in`,
            fillMs: 5000,
          }),
        });
        if (response.status !== 201) throw new Error(`enquiry ${index} answered ${response.status}`);
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, client));
    const postingSeconds = (Date.now() - postingStarted) / 1000;
    await outageOver;
    const db = new Database(own.databaseFile, { readonly: true, timeout: 5000 });
    const pendingNow = () => (db.prepare(`SELECT COUNT(*) AS n FROM "Delivery" WHERE "state" = 'pending'`).get() as { n: number }).n;
    const deadline = Date.now() + 10 * 60_000;
    while (pendingNow() > 0 && Date.now() < deadline) await sleep(1000);
    const rows = db
      .prepare(
        `SELECT e."id" AS id, e."email" AS email, d."channel" AS channel, e."createdAt" AS stored, d."deliveredAt" AS delivered
         FROM "Delivery" d JOIN "Enquiry" e ON e."id" = d."enquiryId"`,
      )
      .all() as Row[];
    db.close();

    // When each lead first reached each receiver (a repeat after a crash would count from its first arrival).
    const arrived: Record<Channel, Map<string, number>> = { 'lead-email': new Map(), 'buyer-email': new Map(), webhook: new Map() };
    const first = (map: Map<string, number>, key: string, at: number) => map.set(key, Math.min(at, map.get(key) ?? at));
    for (const mail of mailboxes.flatMap((mailbox) => mailbox.received)) {
      const lead = /\/admin\/leads\/(\S+)/.exec(mail.text ?? '')?.[1];
      const buyer = mail.to && 'text' in mail.to ? mail.to.text : '';
      if (lead) first(arrived['lead-email'], lead, mail.receivedAt);
      else first(arrived['buyer-email'], buyer, mail.receivedAt);
    }
    for (const request of receiver.received) {
      first(arrived.webhook, (JSON.parse(request.body) as { data: { id: string } }).data.id, request.receivedAt);
    }
    const arrival = (row: Row) => arrived[row.channel].get(row.channel === 'buyer-email' ? row.email : row.id);

    const during = (row: Row) => downMs > 0 && ms(row.stored) >= outage.from && ms(row.stored) <= outage.to;
    console.log(
      `\n${total} enquiries stored over ${postingSeconds.toFixed(1)} s (${(total / postingSeconds).toFixed(0)}/s)` +
        (downMs > 0
          ? `, SMTP down ${downMs / 1000} s (${rows.filter((row) => row.channel === 'webhook' && during(row)).length} stored meanwhile)`
          : '') +
        '; stored -> delivered:',
    );
    console.log(
      `  ${'channel'.padEnd(12)} ${'measured at'.padEnd(12)} ${'delivered'.padStart(11)} ${'min'.padStart(10)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}`,
    );
    const line = (label: string, mine: Row[]) => {
      const recorded = mine.flatMap((row) => (row.delivered === null ? [] : [ms(row.delivered) - ms(row.stored)]));
      const received = mine.flatMap((row) => (arrival(row) === undefined ? [] : [arrival(row)! - ms(row.stored)]));
      const count = `${recorded.length}/${mine.length}`.padStart(11);
      console.log(`  ${label.padEnd(12)} ${'worker'.padEnd(12)} ${count} ${summary(recorded)}`);
      console.log(`  ${''.padEnd(12)} ${'receiver'.padEnd(12)} ${`${received.length}/${mine.length}`.padStart(11)} ${summary(received)}`);
    };
    for (const channel of channels)
      line(
        channel,
        rows.filter((row) => row.channel === channel),
      );
    if (downMs > 0) {
      for (const channel of ['lead-email', 'buyer-email'] as const) {
        const backlog = rows.filter((row) => row.channel === channel && during(row));
        const last = Math.max(...backlog.map((row) => arrival(row) ?? Infinity));
        console.log(
          `  ${channel}: the ${backlog.length} stored while the mail server was down had all arrived ${((last - outage.to) / 1000).toFixed(1)} s after it came back`,
        );
        line(
          `${channel}*`,
          rows.filter((row) => row.channel === channel && !during(row)),
        );
      }
      console.log('  * only the enquiries stored while the mail server was up');
    }
  } finally {
    own.stop();
    await Promise.all(mailboxes.map((mailbox) => mailbox.close().catch(() => {})));
    await receiver.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
