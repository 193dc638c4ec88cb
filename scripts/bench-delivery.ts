/**
 * How fast a stored lead reaches the advisors' inbox and the CRM: posts enquiries to the production
 * server with a real SMTP server and webhook receiver on loopback, waits until the outbox is empty,
 * and prints p50/p99/max from stored (Enquiry.createdAt) to delivered (Delivery.deliveredAt) per
 * channel. With --smtp-down-seconds N the mail server is down for N seconds while enquiries keep
 * arriving, to show the backlog going out once it is back.
 *
 *   npm run bench:delivery -- --enquiries 1000 --concurrency 16 --smtp-down-seconds 300
 */
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { deliveryEnv, startMailbox, startWebhookReceiver } from '../test/receivers';
import { startOwnServer } from './support/own-server';

const { values: args } = parseArgs({
  options: {
    enquiries: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    'smtp-down-seconds': { type: 'string', default: '0' },
    port: { type: 'string', default: '3945' },
  },
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  let mailbox = await startMailbox();
  const receiver = await startWebhookReceiver();
  const own = await startOwnServer(args.port, deliveryEnv(mailbox.url, receiver.url));
  const total = Number(args.enquiries);
  const downMs = Number(args['smtp-down-seconds']) * 1000;
  try {
    let next = 0;
    let outage: Promise<void> | undefined;
    const client = async () => {
      for (let index = next++; index < total; index = next++) {
        if (downMs > 0 && index === Math.floor(total / 4)) {
          const port = mailbox.port;
          await mailbox.close();
          console.log(`SMTP server down for ${downMs / 1000} s after ${index} enquiries`);
          outage = new Promise((resolve) => setTimeout(resolve, downMs)).then(async () => {
            mailbox = await startMailbox(port);
            console.log('SMTP server back');
          });
        }
        const response = await fetch(`${own.base}/api/enquiry`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Bench ${index}`, phone: `97${String(index).padStart(8, '0')}`, fillMs: 5000 }),
        });
        if (response.status !== 201) throw new Error(`enquiry ${index} answered ${response.status}`);
        await response.arrayBuffer();
        // Spread over the outage, as real leads arrive, instead of all before it.
        if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, (downMs * 2) / total));
      }
    };
    await Promise.all(Array.from({ length: Number(args.concurrency) }, client));
    await outage;
    const db = new Database(own.databaseFile, { readonly: true, timeout: 5000 });
    const pendingNow = () => (db.prepare(`SELECT COUNT(*) AS n FROM "Delivery" WHERE "state" = 'pending'`).get() as { n: number }).n;
    const deadline = Date.now() + 10 * 60_000;
    while (pendingNow() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
    const rows = db
      .prepare(
        `SELECT d."channel" AS channel, d."state" AS state, e."createdAt" AS stored, d."deliveredAt" AS delivered
         FROM "Delivery" d JOIN "Enquiry" e ON e."id" = d."enquiryId"`,
      )
      .all() as { channel: string; state: string; stored: number | string; delivered: number | string | null }[];
    db.close();
    const ms = (value: number | string) => (typeof value === 'number' ? value : new Date(value).getTime());
    console.log(`\n${total} enquiries, SMTP down ${downMs / 1000} s; stored -> delivered:`);
    for (const channel of ['lead-email', 'webhook']) {
      const mine = rows.filter((row) => row.channel === channel);
      const latencies = mine
        .filter((row) => row.delivered !== null)
        .map((row) => ms(row.delivered!) - ms(row.stored))
        .sort((a, b) => a - b);
      console.log(
        `  ${channel.padEnd(10)} delivered ${latencies.length}/${mine.length}  p50 ${percentile(latencies, 50)} ms  ` +
          `p99 ${percentile(latencies, 99)} ms  max ${latencies.at(-1)} ms`,
      );
    }
    console.log(`  received: ${mailbox.received.length} e-mails (since the server came back), ${receiver.received.length} webhook posts`);
  } finally {
    own.stop();
    await mailbox.close().catch(() => {});
    await receiver.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
