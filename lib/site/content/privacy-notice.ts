import notice from '@/data/privacy-notice.json';
import type { PrivacyNotice } from './schemas';

/**
 * The short privacy notice every form shows, and the versions a form may name when it is sent.
 * Imported as is rather than through the loader because the forms render it in the browser, where
 * zod would weigh on every page's first load; `getPrivacyNotice()` parses the same file with its
 * schema on the server, at build and in the tests.
 */
export const privacyNotice: PrivacyNotice = notice;

export const knownNoticeVersions: readonly string[] = [notice.version, ...notice.earlierVersions];
