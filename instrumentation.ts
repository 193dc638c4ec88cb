/**
 * Runs once when a server process starts: in the Node.js runtime it starts the lead outbox's
 * worker, which also delivers whatever was pending before a restart, the first-contact clock's worker
 * (which likewise runs whatever steps fell due while the site was down) and the daily retention run. The dynamic import keeps the
 * mail and webhook code out of every other runtime.
 */
export async function register() {
  // Not while `next build` prerenders pages: that process serves no one and has no database of its own.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startOutboxWorker }, { startRetentionWorker }, { startClockWorker }] = await Promise.all([
    import('@/lib/mail/outbox/start'),
    import('@/lib/compliance/retention/start'),
    import('@/lib/office/assignment/start'),
  ]);
  startOutboxWorker();
  startRetentionWorker();
  startClockWorker();
}
