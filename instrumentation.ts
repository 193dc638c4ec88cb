/**
 * Runs once when a server process starts: in the Node.js runtime it starts the lead outbox's
 * worker, which also delivers whatever was pending before a restart, the first-contact clock's worker (which likewise
 * runs whatever steps fell due while the site was down), the catalogue's revision watcher (seeding it from data/ on the
 * first start), the daily retention run, the intake worker
 * (lib/intake/sources), which stores the leads of sources' events accepted before a restart, and, when
 * PORTAL_IMAP_URL is set, the portal mailbox reader. The dynamic import keeps the mail, webhook and IMAP code out
 * of every other runtime.
 */
export async function register() {
  // Not while `next build` prerenders pages: that process serves no one and has no database of its own.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // The catalogue first: no page renders before the published revision is in place.
  const [{ startCatalogueWatcher }, { startCataloguePreviews }] = await Promise.all([
    import('@/lib/site/catalogue/watch'),
    import('@/lib/site/catalogue/preview'),
  ]);
  await startCatalogueWatcher();
  startCataloguePreviews();
  // Then the editor (its migrations; filled from that revision the first time), which only its own routes wait for.
  const { catalogueEditor } = await import('@/cms/start');
  void catalogueEditor().catch((error: unknown) => console.error('The catalogue editor could not start:', error));
  const [
    { startOutboxWorker },
    { intakeRenderers },
    { startRetentionWorker },
    { startIntakeWorker },
    { startPortalMailReader },
    { startClockWorker },
    { handleWhatsAppEvent },
    { whatsappRenderers },
    { startTemplateSync },
  ] = await Promise.all([
    import('@/lib/mail/outbox/start'),
    import('@/lib/intake/outbox/renderers'),
    import('@/lib/compliance/retention/start'),
    import('@/lib/intake/sources/start'),
    import('@/lib/intake/sources/portal-mail/start'),
    import('@/lib/office/assignment/start'),
    import('@/lib/office/whatsapp/event-handler'),
    import('@/lib/office/whatsapp/outbox-renderer'),
    import('@/lib/office/whatsapp/start-template-sync'),
  ]);
  // The outbox renders a lead's mails and webhook, and a job application's mail, as intake (their owner) says.
  // WhatsApp replies are sent by the back office's renderer, and its messages and statuses filed by its handler.
  startOutboxWorker({ ...intakeRenderers, ...whatsappRenderers });
  startRetentionWorker();
  startIntakeWorker({ whatsapp: handleWhatsAppEvent });
  startPortalMailReader();
  startClockWorker();
  // The approved WhatsApp templates, fetched every six hours by one instance (and at once on a database never synced).
  startTemplateSync();
}
