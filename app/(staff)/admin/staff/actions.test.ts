import type { StaffMember } from '@/lib/office/staff/sessions';

// The browser's cookies, where the action leaves its answer for the page, and the post's headers.
const mockJar = new Map<string, { value: string }>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => mockJar.get(name),
    set: (cookie: { name: string; value: string }) => mockJar.set(cookie.name, cookie),
  }),
  // A plain form's post (no Next-Action header: JavaScript is off).
  headers: async () => new Headers(),
}));

const admin = { id: 'admin-1', name: 'Asha Admin', email: 'asha@example.in', role: 'admin' } as StaffMember;
jest.mock('@/lib/office/staff/current-staff', () => ({
  requireAdmin: async () => admin,
  requireStaff: async () => admin,
  requireAccountHolder: async () => admin,
}));
jest.mock('@/lib/office/staff/accounts', () => ({
  ...jest.requireActual('@/lib/office/staff/accounts'),
  setStaffActive: jest.fn(async () => undefined),
  setStaffRole: jest.fn(async () => undefined),
}));

import { setStaffActive, setStaffRole } from '@/lib/office/staff/accounts';
import { FLASH_COOKIE, readFlash } from '@/lib/office/staff/flash-cookie';
import { changeStaffAccountAction } from './actions';

/** Where the action sent the browser (Next's redirect, read from the error's digest), and what the page then shows. */
async function answerOf(run: () => Promise<unknown>): Promise<[string, unknown]> {
  mockJar.clear();
  try {
    await run();
  } catch (error) {
    return [String((error as { digest?: string }).digest).split(';')[2] ?? '', readFlash(mockJar.get(FLASH_COOKIE)?.value)?.result];
  }
  throw new Error('the action did not redirect');
}

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe("the staff page's account buttons", () => {
  beforeEach(() => jest.mocked(setStaffActive).mockClear());

  it('change nothing on a form the schema refuses, and say the change was invalid', async () => {
    for (const refusedForm of [
      formOf([['active', 'false']]),
      formOf([
        ['id', 'staff-2'],
        ['active', 'maybe'],
      ]),
      formOf([
        ['id', 'staff-2'],
        ['role', 'owner'],
      ]),
      formOf([
        ['id', 'staff-2'],
        ['id', 'staff-3'],
        ['active', 'false'],
      ]),
    ]) {
      expect(await answerOf(() => changeStaffAccountAction(refusedForm))).toEqual([
        '/admin/staff',
        { ok: false, fieldErrors: {}, formError: 'That change could not be read. Please try again.' },
      ]);
    }
    expect(setStaffActive).not.toHaveBeenCalled();
    expect(setStaffRole).not.toHaveBeenCalled();
  });

  it('deactivate the member the form names, as the signed-in admin', async () => {
    expect(
      await answerOf(() =>
        changeStaffAccountAction(
          formOf([
            ['id', ' staff-2 '],
            ['active', 'false'],
          ]),
        ),
      ),
    ).toEqual(['/admin/staff', { ok: true }]);
    expect(jest.mocked(setStaffActive).mock.calls).toEqual([['admin-1', 'staff-2', false]]);
  });
});
