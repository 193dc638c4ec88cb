import { env } from '@/lib/platform/env';

/** The absolute address of a staff page, for a link in a mail. */
export const staffLink = (path: string) => new URL(path, env().SITE_URL).toString();
