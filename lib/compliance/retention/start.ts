import { env } from '@/lib/platform/env';
import { repeatWhileServing } from '@/lib/platform/process/repeating-job';
import 'server-only';
import { runDailyRetention } from './run';

/** How often an instance asks whether today's run is still unclaimed; the claim makes it once a day. */
const CHECK_EVERY_MS = 60 * 60_000;
/** The first check waits for the server to settle after a start. */
const FIRST_CHECK_MS = 60_000;

/**
 * Starts this server process's retention timer. Every instance checks hourly; the first to claim the
 * day (India time) runs it, the others find the day taken. A run that fails is logged and tried again
 * the next day (the work is the same whenever it runs: whatever is due by then).
 */
export function startRetentionWorker(): void {
  repeatWhileServing(
    () =>
      Promise.resolve()
        .then(() => runDailyRetention({ now: new Date(), months: env().RETENTION_MONTHS, siteUrl: env().SITE_URL }))
        .then((outcome) => {
          if (outcome) console.info('Retention: the day’s run is done', outcome);
        })
        .catch((error: unknown) => console.error('Retention: the day’s run failed', error)),
    { everyMs: CHECK_EVERY_MS, firstAfterMs: FIRST_CHECK_MS },
  );
}
