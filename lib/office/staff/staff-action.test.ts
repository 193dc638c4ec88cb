import type { StaffAccess } from './access';
import type { StaffMember } from './sessions';

// The session on the request: what the cookie's session row says, set per test.
let session: { access: StaffAccess; member: StaffMember | null } = { access: 'none', member: null };
// The cookies a form that leaves its page sets for the page it goes back to.
const mockSetCookies: { name: string; value: string; path: string }[] = [];
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => ({ value: 'session-token' }), set: (cookie: never) => mockSetCookies.push(cookie) }),
  headers: async () => new Headers(),
}));
jest.mock('./access', () => ({ sessionAccess: async () => session }));

import { z } from 'zod';
import { refused, type ActionResult } from './action-result';
import { readFlash } from './flash-cookie';
import { publicAction, staffAction } from './staff-action';

const member = (role: 'admin' | 'advisor'): StaffMember =>
  ({ id: `${role}-1`, email: `${role}@example.com`, name: role, role }) as StaffMember;

/** What a refused action threw: Next's redirect or 404, read from the error's digest. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return String((error as { digest?: string }).digest);
  }
  throw new Error('the action was not refused');
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const withId = { input: z.object({ id: z.string().max(8, 'at most 8 characters') }) };

describe('staffAction', () => {
  const body = jest.fn(async (runner: StaffMember, input: { id: string }) => `${runner.id}:${input.id}`);
  beforeEach(() => body.mockClear());

  it('refuses an advisor on an admin action with the 404, and never runs the body', async () => {
    session = { access: 'full', member: member('advisor') };
    const action = staffAction({ role: 'admin', ...withId }, body);
    expect(await refusal(() => action(formOf({ id: 'x' })))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(body).not.toHaveBeenCalled();
  });

  it('sends a request without a session to sign in, and never runs the body', async () => {
    session = { access: 'none', member: null };
    for (const role of ['admin', 'any', 'account-holder'] as const) {
      expect(await refusal(() => staffAction({ role, ...withId }, body)(formOf({ id: 'x' })))).toMatch(
        /^NEXT_REDIRECT;replace;\/admin\/login;/,
      );
    }
    expect(body).not.toHaveBeenCalled();
  });

  it('refuses a session still owing its code: the code page for staff actions, sign-in for account actions', async () => {
    session = { access: 'second-factor', member: member('admin') };
    expect(await refusal(() => staffAction({ role: 'any', ...withId }, body)(formOf({})))).toMatch(
      /^NEXT_REDIRECT;replace;\/admin\/login\/two-factor;/,
    );
    expect(await refusal(() => staffAction({ role: 'account-holder', ...withId }, body)(formOf({})))).toMatch(
      /^NEXT_REDIRECT;replace;\/admin\/login;/,
    );
    expect(body).not.toHaveBeenCalled();
  });

  it('lets a member who must set up two-factor reach only their own account actions', async () => {
    session = { access: 'enrol', member: member('advisor') };
    expect(await refusal(() => staffAction({ role: 'any', ...withId }, body)(formOf({})))).toMatch(
      /^NEXT_REDIRECT;replace;\/admin\/account\/two-factor;/,
    );
    expect(body).not.toHaveBeenCalled();
    await expect(staffAction({ role: 'account-holder', ...withId }, body)(formOf({ id: 'own' }))).resolves.toBe('advisor-1:own');
  });

  it('runs the body with the signed-in member for the right role, and returns what it returns', async () => {
    session = { access: 'full', member: member('admin') };
    await expect(staffAction({ role: 'admin', ...withId }, body)(formOf({ id: 'a' }))).resolves.toBe('admin-1:a');
    session = { access: 'full', member: member('advisor') };
    await expect(staffAction({ role: 'any', ...withId }, body)(formOf({ id: 'b' }))).resolves.toBe('advisor-1:b');
    expect(body.mock.calls.map(([runner]) => runner.role)).toEqual(['admin', 'advisor']);
  });

  it('takes the FormData as the last argument, after the previous answer of a useActionState form', async () => {
    session = { access: 'full', member: member('admin') };
    const withState = staffAction({ role: 'any', input: z.object({ code: z.string() }) }, async (runner, input) => ({
      by: runner.id,
      code: input.code,
    }));
    await expect(withState({ before: true }, formOf({ code: '123456' }))).resolves.toEqual({ by: 'admin-1', code: '123456' });
  });

  it('parses a value a client component sends, not only a form', async () => {
    session = { access: 'full', member: member('advisor') };
    const call = staffAction({ role: 'any', input: z.string().max(64) }, async (runner, id) => `${runner.id} called ${id}`);
    await expect(call('lead-7')).resolves.toBe('advisor-1 called lead-7');
  });

  it('never runs the body on input the schema refuses, and answers the refusal field by field', async () => {
    session = { access: 'full', member: member('admin') };
    const action = staffAction({ role: 'admin', ...withId }, body);
    await expect(action(formOf({ id: 'far-too-long' }))).resolves.toEqual({
      ok: false,
      fieldErrors: { id: 'at most 8 characters' },
    });
    await expect(action(formOf({}))).resolves.toMatchObject({ ok: false, fieldErrors: { id: expect.any(String) } });
    expect(body).not.toHaveBeenCalled();
  });

  it('says a problem of the form as a whole (no one field) as the form error', async () => {
    session = { access: 'full', member: member('admin') };
    const range = z
      .object({ from: z.coerce.number(), to: z.coerce.number() })
      .refine(({ from, to }) => from < to, 'The end comes after the start.');
    const action = staffAction({ role: 'admin', input: range }, async () => 'saved');
    await expect(action(formOf({ from: '9', to: '5' }))).resolves.toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'The end comes after the start.',
    });
  });

  it("answers a refusal as the action's refused says, with the values as sent, for a form that leaves its page", async () => {
    session = { access: 'full', member: member('admin') };
    const refusedWith = jest.fn((refusal: unknown, values: unknown) => ({ refusal, values }));
    const action = staffAction({ role: 'admin', ...withId, refused: refusedWith }, body);
    const answer = await action(formOf({ id: 'far-too-long', other: 'kept' }));
    expect(answer).toEqual({
      refusal: { ok: false, fieldErrors: { id: 'at most 8 characters' } },
      values: { id: 'far-too-long', other: 'kept' },
    });
    expect(body).not.toHaveBeenCalled();
  });

  it('goes back to the page a form that leaves its page names, with the answer, the refusal as refused words it', async () => {
    session = { access: 'full', member: member('admin') };
    const erase = staffAction(
      {
        role: 'admin',
        ...withId,
        shownOn: (values: unknown, result: ActionResult<unknown>) =>
          `/admin/privacy/${(values as { id?: string }).id ?? ''}${result.ok ? '' : '?confirm=erase'}`,
        refused: () => refused('Tick the box first.'),
      },
      async (runner, { id }): Promise<ActionResult> =>
        id === 'gone' ? refused('No such request.') : { ok: true, notice: `Erased by ${runner.id}.` },
    );
    const answers = [];
    for (const id of ['r1', 'gone', 'far-too-long']) {
      mockSetCookies.length = 0;
      const place = await refusal(() => erase(formOf({ id })));
      answers.push([place.split(';')[2], readFlash(mockSetCookies[0]?.value)?.result]);
    }
    expect(answers).toEqual([
      ['/admin/privacy/r1', { ok: true, notice: 'Erased by admin-1.' }],
      ['/admin/privacy/gone?confirm=erase', refused('No such request.')],
      ['/admin/privacy/far-too-long?confirm=erase', refused('Tick the box first.')],
    ]);
  });

  it('checks the session before it reads the input: a refused session is never told what was wrong with the form', async () => {
    session = { access: 'none', member: null };
    const refusedWith = jest.fn(() => 'told');
    const action = staffAction({ role: 'any', ...withId, refused: refusedWith }, body);
    expect(await refusal(() => action(formOf({ id: 'far-too-long' })))).toMatch(/^NEXT_REDIRECT;replace;\/admin\/login;/);
    expect(refusedWith).not.toHaveBeenCalled();
  });
});

describe('publicAction', () => {
  const email = { input: z.object({ email: z.email('enter an e-mail address') }) };

  it('runs its body on the parsed input without asking for a session', async () => {
    session = { access: 'none', member: null };
    const action = publicAction(email, async (input) => `sent:${input.email}`);
    await expect(action(formOf({ email: 'a@example.com' }))).resolves.toBe('sent:a@example.com');
  });

  it('never runs its body on input the schema refuses', async () => {
    const body = jest.fn(async () => 'sent');
    const action = publicAction(email, body);
    await expect(action(formOf({ email: 'not an address' }))).resolves.toEqual({
      ok: false,
      fieldErrors: { email: 'enter an e-mail address' },
    });
    expect(body).not.toHaveBeenCalled();
  });
});
