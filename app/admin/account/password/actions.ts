'use server';

import { changeOwnPassword } from '@/lib/office/staff/password-change';
import { SESSION_COOKIE } from '@/lib/office/staff/sessions';
import { staffAction } from '@/lib/office/staff/staff-action';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';

/** The change-password form: this session stays signed in, every other one of the member ends. */
export const changePasswordAction = staffAction({ role: 'any' }, async (member, formData: FormData): Promise<void> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
  const outcome = await changeOwnPassword(member.id, token, Object.fromEntries(formData));
  if (outcome.kind === 'invalid') redirect(`/admin/account/password?error=${outcome.error}`);
  if (outcome.kind !== 'changed') redirect(`/admin/account/password?error=${outcome.kind}`);
  redirect('/admin/account/password?changed=1');
});
