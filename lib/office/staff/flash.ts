import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextResponse } from 'next/server';
import 'server-only';
import type { ActionResult } from './action-result';
import { FLASH_HEADER, flashCookie, readFlash } from './flash-cookie';

/**
 * Leaves a server action for `page` (303) with `result` flashed to it: how a staff form that leaves its page
 * answers, with JavaScript or without.
 */
export async function answerOn(page: string, result: ActionResult<unknown>): Promise<never> {
  (await cookies()).set(flashCookie(page, result));
  redirect(page);
}

/** The same answer from a route handler: a 303 to `page` carrying `result`, from the form named `form`. */
export function answerResponse(
  page: string,
  result: ActionResult<unknown>,
  { form, headers = {} }: { form?: string; headers?: HeadersInit },
): Response {
  const response = new NextResponse(null, { status: 303, headers: { ...Object.fromEntries(new Headers(headers)), Location: page } });
  response.cookies.set(flashCookie(page, result, { form }));
  return response;
}

/**
 * What the last staff form posted answered, for the page it went to (see flash-cookie.ts; proxy.ts hands it over
 * from the cookie), to show with ActionNotice; nothing when no answer came with this request, or the cookie is
 * forged or stale. A form that
 * shows its own answer is named (`form`); without a name, the answer of any form that was not named.
 */
export async function flashedResult(form?: string): Promise<ActionResult | undefined> {
  const carried = readFlash((await headers()).get(FLASH_HEADER) ?? undefined);
  return carried?.form === form ? carried?.result : undefined;
}
