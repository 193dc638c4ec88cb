/**
 * Durability under a crash: while 32 clients post enquiries, SIGKILL the server, restart it on the
 * same database, and check that every enquiry answered 201 is stored and SQLite's integrity check
 * passes. Three rounds. Then the outbox: with a real SMTP server and webhook receiver on loopback,
 * every enquiry answered 201 must reach both after the restarts, a webhook repeated only under its
 * own webhook-id. Not part of CI (it takes a few minutes and kills processes).
 *
 *   npm run test:crash                 options: --rounds 3 --concurrency 32 --port 3943
 */
import Database from 'better-sqlite3';
import { parseArgs } from 'node:util';
import { startOwnServer } from '../support/own-server';
import { deliveryEnv, startMailbox, startWebhookReceiver } from '../support/receivers';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '32' },
    port: { type: 'string', default: '3943' },
  },
});

function check(file: string, ids: string[]) {
  const db = new Database(file, { readonly: true, timeout: 5000 });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])[0]?.integrity_check;
    const find = db.prepare('SELECT 1 FROM "Enquiry" WHERE id = ?');
    const missing = ids.filter((id) => !find.get(id));
    const rows = (db.prepare('SELECT COUNT(*) AS n FROM "Enquiry"').get() as { n: number }).n;
    return { integrity, missing: missing.length, rows };
  } finally {
    db.close();
  }
}

type WebhookLead = { data: { id: string } };

/** Waits until the outbox has nothing pending (a killed worker's claims expire after their lease). */
async function outboxDrained(file: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const db = new Database(file, { readonly: true, timeout: 5000 });
    const pending = (db.prepare(`SELECT COUNT(*) AS n FROM "Delivery" WHERE "state" = 'pending'`).get() as { n: number }).n;
    db.close();
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function main() {
  const mailbox = await startMailbox();
  const receiver = await startWebhookReceiver();
  const own = await startOwnServer(args.port, deliveryEnv(mailbox.url, receiver.url));
  const acknowledged: string[] = [];
  let failures = 0;
  try {
    for (let round = 1; round <= Number(args.rounds); round += 1) {
      let killed = false;
      let sent = 0;
      const before = acknowledged.length;
      const client = async () => {
        while (!killed) {
          const index = sent++;
          try {
            const response = await fetch(`${own.base}/api/enquiry`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                name: `Crash ${round}-${index}`,
                phone: `98${String(round * 1e6 + index).padStart(8, '0')}`,
                fillMs: 5000,
              }),
            });
            if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
            else await response.arrayBuffer();
          } catch {
            // the connection died with the server: this request was never acknowledged
          }
        }
      };
      const clients = Array.from({ length: Number(args.concurrency) }, client);
      await new Promise((resolve) => setTimeout(resolve, 4000 + Math.random() * 3000));
      await own.kill('SIGKILL');
      killed = true;
      await Promise.all(clients);
      await own.start();
      const result = check(own.databaseFile, acknowledged);
      const ok = result.integrity === 'ok' && result.missing === 0;
      if (!ok) failures += 1;
      console.log(
        `round ${round}: SIGKILL after ${acknowledged.length - before} acknowledged (${sent} sent); ` +
          `restarted; ${acknowledged.length} acknowledged in all, ${result.missing} missing, ` +
          `${result.rows} rows, integrity_check ${result.integrity} -> ${ok ? 'OK' : 'FAIL'}`,
      );
    }
    const pending = await outboxDrained(own.databaseFile, 240_000);
    const webhookIdsByLead = new Map<string, Set<string>>();
    for (const request of receiver.received) {
      const lead = (JSON.parse(request.body) as WebhookLead).data.id;
      webhookIdsByLead.set(lead, (webhookIdsByLead.get(lead) ?? new Set()).add(String(request.headers['webhook-id'])));
    }
    const undelivered = acknowledged.filter((id) => !webhookIdsByLead.has(id));
    const doubled = [...webhookIdsByLead.values()].filter((ids) => ids.size > 1).length;
    const mailed = new Set(mailbox.received.map((mail) => /\/admin\/leads\/(\S+)/.exec(mail.text ?? '')?.[1]));
    const unmailed = acknowledged.filter((id) => !mailed.has(id)).length;
    const ok = pending === 0 && undelivered.length === 0 && doubled === 0 && unmailed === 0;
    if (!ok) failures += 1;
    console.log(
      `outbox: ${acknowledged.length} acknowledged; ${pending} still pending; ${undelivered.length} never reached the webhook; ` +
        `${receiver.received.length - webhookIdsByLead.size} webhook repeats, ${doubled} under a second webhook-id; ` +
        `${mailbox.received.length} e-mails, ${unmailed} acknowledged enquiries without one -> ${ok ? 'OK' : 'FAIL'}`,
    );
  } finally {
    own.stop();
    await mailbox.close();
    await receiver.close();
  }
  if (failures > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
