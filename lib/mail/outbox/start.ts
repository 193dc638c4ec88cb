import { env } from '@/lib/platform/env';
import { onDrain } from '@/lib/platform/process/drain';
import 'server-only';
import { closeMailTransport } from './mail-transport';
import type { RecordRenderers } from './renderers';
import { onOutboxWake } from './wake';
import { createOutboxWorker } from './worker';

/**
 * Stops the process when a setting is wrong (say SMTP_URL without LEAD_EMAIL_TO in a .env file,
 * which `npm run db:migrate` does not read), naming it. Throwing would not do: Next.js logs a
 * failed register() and serves on, and every enquiry would then fail.
 */
function exitOnInvalidSettings(): void {
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * Starts this server process's outbox worker with the renderers of the records it sends (a lead's mails and webhook,
 * a job application's mail, from lib/intake): stored leads are delivered from now on, and on SIGTERM it finishes its
 * sends, then closes its mail connections.
 */
export function startOutboxWorker(renderers: RecordRenderers): void {
  exitOnInvalidSettings();
  const worker = createOutboxWorker({ renderers });
  onOutboxWake(() => void worker.wake());
  onDrain('work', () => worker.stop());
  onDrain('close', async () => closeMailTransport());
  worker.start();
}
