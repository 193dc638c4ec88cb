import { wakeOutbox } from '@/lib/mail/outbox/wake';
import 'server-only';
import { dueClockSteps, runClockStep } from './clock-steps';
import { queueEscalationDigest } from './escalation-digest';

export type ClockWorkerOptions = { pollMs?: number; batchSize?: number; now?: () => Date };

/**
 * The first-contact clock's worker of one server process. Every instance runs one; the steps are due times in
 * the database, and each is a compare-and-set, so however many workers poll, each step runs exactly once, and
 * a step due while every instance was down runs at the next start. It never throws: a failed pass is logged
 * and the next poll tries again.
 */
export function createClockWorker(options: ClockWorkerOptions = {}) {
  const { pollMs = 15_000, batchSize = 50 } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let polling = false;
  let stopping = false;

  /** Every step due now, batch by batch; resolves to how many steps this worker ran. */
  async function runDueSteps(): Promise<number> {
    let ran = 0;
    for (;;) {
      const due = await dueClockSteps(now(), batchSize);
      let progressed = 0;
      for (const step of due) {
        if (stopping) return ran;
        if (await runClockStep(step, now())) progressed++;
      }
      ran += progressed;
      // A step may make the lead's next one due at once (a worker back after a long stop runs the reminder
      // and the move together), so look again; a batch another worker took entirely is theirs.
      if (progressed === 0) return ran;
    }
  }

  /** One pass: the due steps, then the admins' digest of escalations if one is due; resolves to how many steps ran. */
  async function runOnce(): Promise<number> {
    let ran = 0;
    try {
      ran = await runDueSteps();
      if (!stopping && (await queueEscalationDigest(now())) > 0) wakeOutbox();
      return ran;
    } catch (error) {
      console.error('Assignment clock: a pass failed; it runs again at the next poll', error);
      return ran;
    }
  }

  function pass(): Promise<number> {
    if (stopping) return Promise.resolve(0);
    running ??= runOnce()
      .then((ran) => {
        // The steps queued their notices: send them now rather than at the outbox's next poll.
        if (ran > 0) wakeOutbox();
        return ran;
      })
      .finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (!polling) return;
    timer = setTimeout(() => void pass().finally(schedule), pollMs);
    timer.unref();
  }

  return {
    runOnce: pass,
    start() {
      if (polling) return;
      polling = true;
      stopping = false;
      void pass();
      schedule();
    },
    async stop() {
      polling = false;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
