// The browser's cookies for the staff area, as the action and the page see them through next/headers.
const mockJar = new Map<string, { value: string; path?: string; maxAge?: number; httpOnly?: boolean; sameSite?: string }>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => mockJar.get(name),
    set: (cookie: { name: string; value: string }) => mockJar.set(cookie.name, cookie),
  }),
}));
// A signed-in admin, for the proxy's gate.
jest.mock('@/lib/office/staff/access', () => ({ sessionAccess: async () => ({ access: 'full', member: { id: 'a', role: 'admin' } }) }));

import { proxy } from '@/proxy';
import { NextRequest } from 'next/server';
import { refused } from './action-result';
import { answerOn, answerResponse, flashedResult } from './flash';
import { FLASH_COOKIE, FLASH_SECONDS, flashCookie } from './flash-cookie';

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

/** The browser's GET of a page, with the cookies it holds, through the proxy; it keeps what the answer sets. */
async function visit(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const cookie = [...mockJar.entries()].map(([name, { value }]) => `${name}=${value}`).join('; ');
  const response = await proxy(new NextRequest(`http://localhost${path}`, { ...init, headers: { ...init.headers, cookie } }));
  const removal = response.cookies.get(FLASH_COOKIE);
  if (removal?.maxAge === 0) mockJar.delete(FLASH_COOKIE);
  return { response, removal };
}

beforeEach(() => mockJar.clear());

describe("a staff form's answer, flashed to its page", () => {
  it('goes back to the page with the answer in a short-lived, httpOnly, SameSite=Lax cookie for that page only', async () => {
    expect(await redirectOf(() => answerOn(`${STAFF_PAGE}?confirm=erase`, { ok: true, notice: 'Invitation sent.' }))).toBe(
      `${STAFF_PAGE}?confirm=erase`,
    );
    expect(mockJar.get(FLASH_COOKIE)).toMatchObject({ path: STAFF_PAGE, maxAge: FLASH_SECONDS, httpOnly: true, sameSite: 'lax' });
    await expect(flashedResult()).resolves.toEqual({ ok: true, notice: 'Invitation sent.' });
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
    await expect(flashedResult('attachment')).resolves.toEqual(result);
    await expect(flashedResult()).resolves.toBeUndefined();
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
      mockJar.set(FLASH_COOKIE, { value });
      expect([value, await flashedResult()]).toEqual([value, undefined]);
    }
    mockJar.set(FLASH_COOKIE, { value: genuine });
    await expect(flashedResult()).resolves.toEqual(refused('No such staff account.'));
  });

  it('is shown once: the GET that carries it removes it, and the next visit shows nothing', async () => {
    await redirectOf(() => answerOn(STAFF_PAGE, { ok: true, notice: 'Invitation revoked; its link no longer works.' }));
    // A prefetch shows nothing, so it leaves the answer for the page's own GET.
    expect((await visit(STAFF_PAGE, { headers: { 'next-router-prefetch': '1' } })).removal).toBeUndefined();
    // The page that GET renders reads the cookie it carried.
    await expect(flashedResult()).resolves.toEqual({ ok: true, notice: 'Invitation revoked; its link no longer works.' });
    const first = await visit(STAFF_PAGE);
    expect(first.response.headers.get('x-middleware-next')).toBe('1');
    expect(first.removal).toMatchObject({ value: '', path: STAFF_PAGE, maxAge: 0 });
    expect(await visit(STAFF_PAGE)).toMatchObject({ removal: undefined });
    await expect(flashedResult()).resolves.toBeUndefined();
  });

  it('is kept by a post (another form on the page) until a GET shows it', async () => {
    await redirectOf(() => answerOn(STAFF_PAGE, { ok: true, notice: 'Invitation sent.' }));
    expect((await visit(STAFF_PAGE, { method: 'POST' })).removal).toBeUndefined();
    await expect(flashedResult()).resolves.toEqual({ ok: true, notice: 'Invitation sent.' });
  });
});
