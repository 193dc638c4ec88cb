import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { e2eDatabaseFile } from './enquiry-rows';

/**
 * The link of a buyer's confirmation mail, signed as the server signs it (lib/consent/privacy-link.ts) with
 * the key the e2e server generated beside its database: the e2e server sends no mail to read it from.
 */
export async function privacyLinkPath(request: APIRequestContext, enquiryId: string): Promise<string> {
  // The server writes its key file the first time it checks a signature: have it check one.
  await request.get('/privacy/choices?token=e2e.1.unsigned');
  const secret = readFileSync(path.join(path.dirname(e2eDatabaseFile()), 'app-secret'), 'utf8').trim();
  const key = createHash('sha256').update(Buffer.from(secret)).update('\0').update('privacy-link').digest();
  const payload = `${enquiryId}.${Math.floor(Date.now() / 1000) + 24 * 60 * 60}`;
  const token = `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
  return `/privacy/choices?token=${encodeURIComponent(token)}`;
}
