import type { StaffAccess } from './access';
import type { StaffMember } from './sessions';

// The session on the request: what the cookie's session row says, set per test.
let session: { access: StaffAccess; member: StaffMember | null } = { access: 'none', member: null };
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => ({ value: 'session-token' }) }) }));
jest.mock('./access', () => ({ sessionAccess: async () => session }));

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

describe('staffAction', () => {
  const body = jest.fn(async (runner: StaffMember, formData: FormData) => `${runner.id}:${formData.get('id')}`);
  beforeEach(() => body.mockClear());

  it('refuses an advisor on an admin action with the 404, and never runs the body', async () => {
    session = { access: 'full', member: member('advisor') };
    const action = staffAction({ role: 'admin' }, body);
    expect(await refusal(() => action(formOf({ id: 'x' })))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(body).not.toHaveBeenCalled();
  });

  it('sends a request without a session to sign in, and never runs the body', async () => {
    session = { access: 'none', member: null };
    for (const role of ['admin', 'any', 'account-holder'] as const) {
      expect(await refusal(() => staffAction({ role }, body)(formOf({ id: 'x' })))).toMatch(/^NEXT_REDIRECT;replace;\/admin\/login;/);
    }
    expect(body).not.toHaveBeenCalled();
  });

  it('refuses a session still owing its code: the code page for staff actions, sign-in for account actions', async () => {
    session = { access: 'second-factor', member: member('admin') };
    expect(await refusal(() => staffAction({ role: 'any' }, body)(formOf({})))).toMatch(
      /^NEXT_REDIRECT;replace;\/admin\/login\/two-factor;/,
    );
    expect(await refusal(() => staffAction({ role: 'account-holder' }, body)(formOf({})))).toMatch(
      /^NEXT_REDIRECT;replace;\/admin\/login;/,
    );
    expect(body).not.toHaveBeenCalled();
  });

  it('lets a member who must set up two-factor reach only their own account actions', async () => {
    session = { access: 'enrol', member: member('advisor') };
    expect(await refusal(() => staffAction({ role: 'any' }, body)(formOf({})))).toMatch(
      /^NEXT_REDIRECT;replace;\/admin\/account\/two-factor;/,
    );
    expect(body).not.toHaveBeenCalled();
    await expect(staffAction({ role: 'account-holder' }, body)(formOf({ id: 'own' }))).resolves.toBe('advisor-1:own');
  });

  it('runs the body with the signed-in member for the right role, and returns what it returns', async () => {
    session = { access: 'full', member: member('admin') };
    await expect(staffAction({ role: 'admin' }, body)(formOf({ id: 'a' }))).resolves.toBe('admin-1:a');
    session = { access: 'full', member: member('advisor') };
    await expect(staffAction({ role: 'any' }, body)(formOf({ id: 'b' }))).resolves.toBe('advisor-1:b');
    expect(body.mock.calls.map(([runner]) => runner.role)).toEqual(['admin', 'advisor']);
  });

  it('passes every argument on, as a useActionState action needs its previous state', async () => {
    session = { access: 'full', member: member('admin') };
    const withState = staffAction({ role: 'any' }, async (runner, previous: { n: number }, formData: FormData) => ({
      n: previous.n + 1,
      by: runner.id,
      code: formData.get('code'),
    }));
    await expect(withState({ n: 1 }, formOf({ code: '123456' }))).resolves.toEqual({ n: 2, by: 'admin-1', code: '123456' });
  });
});

describe('publicAction', () => {
  it('runs its body without asking for a session', async () => {
    session = { access: 'none', member: null };
    const action = publicAction(async (formData: FormData) => `sent:${formData.get('email')}`);
    await expect(action(formOf({ email: 'a@example.com' }))).resolves.toBe('sent:a@example.com');
  });
});
