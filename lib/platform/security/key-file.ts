import path from 'node:path';

/**
 * Where the site keeps its generated key on SQLite when APP_SECRET is unset: `app-secret` beside the database
 * file. It must never travel with a copy of the database (it unseals the two-factor secrets stored there), so
 * `npm run db:backup` copies only the database and refuses a backup folder that holds this file.
 */
export const KEY_FILE_NAME = 'app-secret';

/**
 * The generated VAPID pair (when VAPID_PUBLIC_KEY is unset on SQLite), kept the same way: with the device
 * subscriptions stored in the database it would let anyone push to the advisors' phones.
 */
export const VAPID_KEY_FILE_NAME = 'vapid-keys';

export const keyFileBeside = (databaseFile: string, name = KEY_FILE_NAME) => path.join(path.dirname(databaseFile), name);
