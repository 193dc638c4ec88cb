// The browser's cookies for the staff area, as the action sets them; and the request headers the page is rendered
// with, as proxy.ts hands them on.
const mockJar = new Map<string, { value: string; path?: string; maxAge?: number; httpOnly?: boolean; sameSite?: string }>();
const mockPageHeaders = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => mockJar.get(name),
    set: (cookie: { name: string; value: string }) => mockJar.set(cookie.name, cookie),
  }),
  headers: async () => new Headers([...mockPageHeaders]),
}));
// A signed-in admin, for the proxy's gate.
jest.mock('@/lib/office/staff/access', () => ({ sessionAccess: async () => ({ access: 'full', member: { id: 'a', role: 'admin' } }) }));

import { proxy } from '@/proxy';
import { NextRequest } from 'next/server';
import { refused } from './action-result';
import { answerOn, answerResponse, flashedResult } from './flash';
import { FLASH_COOKIE, FLASH_HEADER, FLASH_SECONDS, flashCookie, readFlash } from './flash-cookie';

const STAFF_PAGE = '/admin/staff';

/** Where a server action went: Next's redirect, read from the error's digest. */
async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return String((error as { digest?: string }).digest).split(';')[2] ?? '';
  }
  throw new Error('the action did not redirect');
}

/**
 * The browser's request for a page, with the cookies it holds, through the proxy: the page is rendered with the
 * request headers the proxy hands on, and the browser keeps what the answer sets.
 */
async function visit(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const cookie = [...mockJar.entries()].map(([name, { value }]) => `${name}=${value}`).join('; ');
  const response = await proxy(new NextRequest(`http://localhost${path}`, { ...init, headers: { ...init.headers, cookie } }));
  mockPageHeaders.clear();
  const handed = response.headers.get(`x-middleware-request-${FLASH_HEADER}`);
  if (handed !== null) mockPageHeaders.set(FLASH_HEADER, handed);
  const removal = response.cookies.get(FLASH_COOKIE);
  if (removal?.maxAge === 0) mockJar.delete(FLASH_COOKIE);
  return { response, removal, shows: await flashedResult() };
}

/** What the page shows for a flash cookie the browser holds. */
async function shownFor(value: string) {
  mockJar.set(FLASH_COOKIE, { value });
  return (await visit(STAFF_PAGE)).shows;
}

beforeEach(() => {
  mockJar.clear();
  mockPageHeaders.clear();
});

describe("a staff form's answer, flashed to its page", () => {
  it('goes back to the page with the answer in a short-lived, httpOnly, SameSite=Lax cookie for that page only', async () => {
    expect(await redirectOf(() => answerOn(`${STAFF_PAGE}?confirm=erase`, { ok: true, notice: 'Invitation sent.' }))).toBe(
      `${STAFF_PAGE}?confirm=erase`,
    );
    expect(mockJar.get(FLASH_COOKIE)).toMatchObject({ path: STAFF_PAGE, maxAge: FLASH_SECONDS, httpOnly: true, sameSite: 'lax' });
    expect((await visit(STAFF_PAGE)).shows).toEqual({ ok: true, notice: 'Invitation sent.' });
  });

  it('with JavaScript (a fetch action, rendered in its own response), carries it to that render and leaves the browser none', async () => {
    mockPageHeaders.set('next-action', 'a1b2c3');
    expect(await redirectOf(() => answerOn(STAFF_PAGE, { ok: true, notice: 'Invitation sent.' }))).toBe(STAFF_PAGE);
    const cookie = mockJar.get(FLASH_COOKIE)!;
    expect(cookie).toMatchObject({ path: STAFF_PAGE, maxAge: 0 });
    expect(readFlash(cookie.value)?.result).toEqual({ ok: true, notice: 'Invitation sent.' });
  });

  it('carries the field errors, for a form that shows them by its fields, and gives them only to the form named', async () => {
    const result = { ok: false as const, fieldErrors: { file: 'Choose a photo or a PDF to send.' } };
    const answer = answerResponse('/admin/leads/lead-1#whatsapp', result, { form: 'attachment', headers: { 'Cache-Control': 'no-store' } });
    expect([answer.status, answer.headers.get('location'), answer.headers.get('cache-control')]).toEqual([
      303,
      '/admin/leads/lead-1#whatsapp',
      'no-store',
    ]);
    const cookie = (answer as unknown as { cookies: { get: (name: string) => { value: string; path: string } } }).cookies.get(FLASH_COOKIE);
    expect(cookie.path).toBe('/admin/leads/lead-1');
    mockJar.set(FLASH_COOKIE, cookie);
    expect((await visit('/admin/leads/lead-1')).shows).toBeUndefined();
    await expect(flashedResult('attachment')).resolves.toEqual(result);
  });

  it('shows nothing from a forged, unsigned, damaged or old cookie', async () => {
    const genuine = flashCookie(STAFF_PAGE, refused('No such staff account.')).value;
    const [body, signature] = genuine.split('.') as [string, string];
    const lie = Buffer.from(
      JSON.stringify({
        path: STAFF_PAGE,
        at: Date.now(),
        result: { ok: false, fieldErrors: {}, formError: 'Re-enter your password at evil.example' },
      }),
    ).toString('base64url');
    const old = flashCookie(STAFF_PAGE, refused('No such staff account.'), { now: new Date(Date.now() - (FLASH_SECONDS + 1) * 1000) });
    const future = flashCookie(STAFF_PAGE, refused('No such staff account.'), { now: new Date(Date.now() + 60_000) });
    for (const value of [
      `${lie}.${signature}`,
      lie,
      `${body}.`,
      `${body}.${signature}.x`,
      `${body}x.${signature}`,
      old.value,
      future.value,
      '',
    ]) {
      expect([value, await shownFor(value)]).toEqual([value, undefined]);
    }
    expect(await shownFor(genuine)).toEqual(refused('No such staff account.'));
    // Nor from a header the browser sends itself in place of the one the proxy hands on.
    const sent = await proxy(new NextRequest(`http://localhost${STAFF_PAGE}`, { headers: { [FLASH_HEADER]: genuine } }));
    expect(sent.headers.get(`x-middleware-request-${FLASH_HEADER}`)).toBeNull();
  });

  it('is shown once: the GET that carries it removes it, and the next visit shows nothing', async () => {
    await redirectOf(() => answerOn(STAFF_PAGE, { ok: true, notice: 'Invitation revoked; its link no longer works.' }));
    // A prefetch shows nothing, so it leaves the answer for the page's own GET.
    expect(await visit(STAFF_PAGE, { headers: { 'next-router-prefetch': '1' } })).toMatchObject({ removal: undefined, shows: undefined });
    const first = await visit(STAFF_PAGE);
    expect(first.response.headers.get('x-middleware-next')).toBe('1');
    expect(first.shows).toEqual({ ok: true, notice: 'Invitation revoked; its link no longer works.' });
    expect(first.removal).toMatchObject({ value: '', path: STAFF_PAGE, maxAge: 0 });
    expect(await visit(STAFF_PAGE)).toMatchObject({ removal: undefined, shows: undefined });
  });

  it('is kept by a post (another form on the page) until a GET shows it', async () => {
    await redirectOf(() => answerOn(STAFF_PAGE, { ok: true, notice: 'Invitation sent.' }));
    expect(await visit(STAFF_PAGE, { method: 'POST' })).toMatchObject({ removal: undefined, shows: undefined });
    expect((await visit(STAFF_PAGE)).shows).toEqual({ ok: true, notice: 'Invitation sent.' });
  });
});
