import { env } from '@/lib/platform/env';
import { purposeKey } from '@/lib/platform/security/app-secret';
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import 'server-only';
import { z } from 'zod';
import type { ActionResult } from './action-result';

/**
 * The answer of a staff form that leaves its page by redirect (a plain post, with or without JavaScript), carried
 * to the page it goes to in a cookie: the same ActionResult a form that stays on its page gets, so a page words
 * nothing itself. Signed, so a forged cookie says nothing; scoped to that page's path, and read only for
 * FLASH_SECONDS, so a stale one says nothing either. proxy.ts clears it on the page's GET that carried it, and hands
 * it to that page in FLASH_HEADER (a cookie the proxy removes is removed from what the page reads as well).
 */
export const FLASH_COOKIE = 'nestora-flash';

/** The request header proxy.ts hands the page its flash in; one a client sends is dropped there. */
export const FLASH_HEADER = 'x-nestora-flash';

/** Long enough for a slow phone to follow the redirect, short enough that a later visit never sees it. */
export const FLASH_SECONDS = 60;

const MAX_TEXT = 1000;
const text = z.string().max(MAX_TEXT);
const carried = z.object({
  path: z.string().regex(/^\/admin(\/[\w.~%-]+)*$/),
  at: z.number(),
  form: z.string().max(40).optional(),
  result: z.union([
    z.strictObject({ ok: z.literal(true), notice: text.optional() }),
    z.strictObject({ ok: z.literal(false), fieldErrors: z.record(z.string().max(100), text), formError: text.optional() }),
  ]),
});
type Carried = z.output<typeof carried>;

const sign = (body: string) => createHmac('sha256', purposeKey('staff-flash')).update(body).digest('base64url');

/** The page's path alone: the cookie goes with no query or fragment. */
export const pathOf = (page: string) => new URL(page, 'http://page.invalid').pathname;

/** The result without what only a form that stays on its page shows (`data`: codes shown once, a preview). */
function shown(result: ActionResult<unknown>): Carried['result'] {
  if (result.ok) return { ok: true, ...(result.notice !== undefined && { notice: result.notice.slice(0, MAX_TEXT) }) };
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).flatMap(([field, message]) => (message ? [[field, message.slice(0, MAX_TEXT)]] : [])),
  );
  return { ok: false, fieldErrors, ...(result.formError !== undefined && { formError: result.formError.slice(0, MAX_TEXT) }) };
}

/**
 * The cookie that carries `result` to `page` (a path of the staff area, with or without a query); `form` names
 * the form that answered, where the page shows that form's answer in the form rather than at its top.
 */
export function flashCookie(page: string, result: ActionResult<unknown>, { form, now = new Date() }: { form?: string; now?: Date } = {}) {
  const path = pathOf(page);
  const carrying: Carried = { path, at: now.getTime(), ...(form !== undefined && { form }), result: shown(result) };
  const body = Buffer.from(JSON.stringify(carrying)).toString('base64url');
  return {
    name: FLASH_COOKIE,
    value: `${body}.${sign(body)}`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().SITE_URL.startsWith('https:'),
    path,
    maxAge: FLASH_SECONDS,
  };
}

/** What a flash cookie carries, or null when it is forged, damaged or older than FLASH_SECONDS. */
export function readFlash(value: string | undefined, now = new Date()): Carried | null {
  const [body, signature, extra] = (value ?? '').split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const read = carried.safeParse(json);
  if (!read.success) return null;
  const age = now.getTime() - read.data.at;
  return age >= 0 && age <= FLASH_SECONDS * 1000 ? read.data : null;
}

/**
 * The cookie's removal, for the response to the GET that carried it: with the path it was set for (a cookie is
 * removed only by its own path), or, for one that cannot be read, the path it came to.
 */
export function flashRemoval(value: string, requestPath: string) {
  const path = readFlash(value)?.path ?? requestPath;
  return { name: FLASH_COOKIE, value: '', path, maxAge: 0 };
}
