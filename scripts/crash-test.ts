/**
 * Durability under a crash: while 32 clients post enquiries, SIGKILL the server, restart it on the
 * same database, and check that every enquiry answered 201 is stored and SQLite's integrity check
 * passes. Three rounds. Not part of CI (it takes about a minute and kills processes).
 *
 *   npm run test:crash                 options: --rounds 3 --concurrency 32 --port 3943
 */
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { startOwnServer } from './support/own-server';

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

async function main() {
  const own = await startOwnServer(args.port);
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
              body: JSON.stringify({ name: `Crash ${round}-${index}`, phone: '9876543210', fillMs: 5000 }),
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
  } finally {
    own.stop();
  }
  if (failures > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
