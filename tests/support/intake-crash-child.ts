/**
 * The process the intake crash tests kill (tests/support/intake-crash.ts starts it; jest's own process cannot
 * be killed). It runs the site's own code on the test's database (DATABASE_URL and the sources'
 * settings come from the test's environment) and tells the test on stdout, one line at a time, where
 * it is; the test then sends it SIGKILL, with no chance to finish or clean up.
 *
 *   serve [worker]  the Meta, Google and WhatsApp webhook routes on a loopback port ("listening <port>"); with
 *                   "worker", this process's intake worker too, started as the server starts it
 *   mailbox         one read of the portal mailbox (PORTAL_IMAP_URL) with the intake pipeline's store,
 *                   which stops for good once the lead is stored ("stored <leadId>"), before the mail is filed
 */
import { POST as googlePost } from '@/app/api/intake/google/route';
import { POST as metaPost } from '@/app/api/intake/meta/route';
import { POST as whatsappPost } from '@/app/api/intake/whatsapp/route';
import { readPortalMailbox } from '@/lib/intake/sources/portal-mail/read-mailbox';
import { startIntakeWorker } from '@/lib/intake/sources/start';
import { storeSourcedLead } from '@/lib/intake/sources/store-sourced-lead';
import { handleWhatsAppEvent } from '@/lib/office/whatsapp/event-handler';
import { env } from '@/lib/platform/env';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const say = (line: string) => process.stdout.write(`${line}\n`);
const forever = () => new Promise<never>(() => setInterval(() => undefined, 60_000));

const routes: Record<string, (request: Request) => Promise<Response>> = {
  '/api/intake/meta': metaPost,
  '/api/intake/google': googlePost,
  '/api/intake/whatsapp': whatsappPost,
};

async function serve(withWorker: boolean) {
  // As instrumentation.ts starts it: WhatsApp's events are filed by the back office's handler.
  if (withWorker) startIntakeWorker({ whatsapp: handleWhatsAppEvent });
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const route = routes[new URL(incoming.url ?? '/', 'http://localhost').pathname];
    if (incoming.method !== 'POST' || !route) return outgoing.writeHead(404).end();
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length', 'transfer-encoding'].includes(name))
        headers.set(name, value);
    }
    const response = await route(new Request(`http://localhost${incoming.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) }));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  say(`listening ${(server.address() as AddressInfo).port}`);
}

async function mailbox() {
  const settings = env();
  await readPortalMailbox(
    {
      url: settings.PORTAL_IMAP_URL!,
      folder: settings.PORTAL_IMAP_FOLDER,
      doneFolder: settings.PORTAL_IMAP_DONE_FOLDER,
      unreadFolder: settings.PORTAL_IMAP_UNREAD_FOLDER,
    },
    {
      store: async (lead, now) => {
        const { leadId } = await storeSourcedLead(lead, now);
        say(`stored ${leadId}`);
        return forever();
      },
    },
  );
}

const [mode, option] = process.argv.slice(2);
if (mode === 'serve') void serve(option === 'worker');
else if (mode === 'mailbox') void mailbox();
else {
  console.error(`intake-crash-child: unknown mode ${mode}`);
  process.exit(2);
}
