import path from 'node:path';

/**
 * Where the site keeps its generated key on SQLite when APP_SECRET is unset: `app-secret` beside the database
 * file. It must never travel with a copy of the database (it unseals the two-factor secrets stored there), so
 * `npm run db:backup` copies only the database and refuses a backup folder that holds this file.
 */
export const KEY_FILE_NAME = 'app-secret';

export const keyFileBeside = (databaseFile: string) => path.join(path.dirname(databaseFile), KEY_FILE_NAME);
