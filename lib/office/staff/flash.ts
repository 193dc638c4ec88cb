import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextResponse } from 'next/server';
import 'server-only';
import type { ActionResult } from './action-result';
import { FLASH_HEADER, flashCookie, readFlash } from './flash-cookie';

/**
 * Leaves a server action for `page` (303) with `result` flashed to it: how a staff form that leaves its page
 * answers, with JavaScript or without. With JavaScript (React posts the form with a Next-Action header), Next
 * renders the page redirected to within this same response, handing that render the cookies the action set; the
 * browser must not keep the cookie (the page's next visit would show the answer again), so it gets it already
 * expired. Without JavaScript the browser follows the 303 with the cookie, and proxy.ts removes it there.
 */
export async function answerOn(page: string, result: ActionResult<unknown>): Promise<never> {
  const renderedHere = (await headers()).has('next-action');
  (await cookies()).set({ ...flashCookie(page, result), ...(renderedHere && { maxAge: 0 }) });
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
