export const BUSY_TIMEOUT_MS = 5000;

/**
 * Set on every connection, by the migrator and by the app's Prisma client: WAL so readers never
 * block the writer, synchronous=FULL so an acknowledged enquiry survives a power cut, and a busy
 * timeout so concurrent writers queue instead of failing; foreign keys on, which SQLite leaves
 * off, so that the schema's references and cascades hold.
 */
export const sqlitePragmas = ['journal_mode = WAL', 'synchronous = FULL', `busy_timeout = ${BUSY_TIMEOUT_MS}`, 'foreign_keys = ON'];
