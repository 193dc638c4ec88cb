import { sourceSettings } from '@/lib/intake/sources/settings';
import { repeatWhileServing } from '@/lib/platform/process/repeating-job';
import 'server-only';
import { syncTemplatesIfDue } from './template-schedule';

/** How often each instance asks whether a sync is due (one cheap update; the sync itself runs every six hours). */
const TICK_MS = 5 * 60_000;

/**
 * Starts this server process's template schedule: soon after start (a database never synced is due at once) and
 * every five minutes, each instance tries to claim the due sync; the claim lets one of them fetch the list. WhatsApp
 * saved on /admin/sources later is picked up at the next tick.
 */
export function startTemplateSync(): void {
  repeatWhileServing(
    () =>
      sourceSettings()
        .then((settings) => syncTemplatesIfDue(settings))
        .then((outcome) => {
          if (outcome === 'failed') console.error('WhatsApp templates: the scheduled sync failed; it is tried again in 15 minutes.');
        })
        .catch((error: unknown) => console.error('WhatsApp templates: the scheduled sync could not run', error)),
    { everyMs: TICK_MS, firstAfterMs: 10_000 },
  );
}
