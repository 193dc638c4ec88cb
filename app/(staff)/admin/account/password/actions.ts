'use server';

import { changeOwnPassword } from '@/lib/office/staff/password-change';
import { SESSION_COOKIE } from '@/lib/office/staff/sessions';
import { staffAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';

// The new password's rules need the member's e-mail and name, so changeOwnPassword checks them.
const passwordChange = z.object({ current: formText, password: formText, confirm: formText });

/** The change-password form: this session stays signed in, every other one of the member ends. */
export const changePasswordAction = staffAction(
  { role: 'any', input: passwordChange, refused: () => redirect('/admin/account/password?error=short') },
  async (member, input): Promise<void> => {
    const token = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
    const outcome = await changeOwnPassword(member.id, token, input);
    if (outcome.kind === 'invalid') redirect(`/admin/account/password?error=${outcome.error}`);
    if (outcome.kind !== 'changed') redirect(`/admin/account/password?error=${outcome.kind}`);
    redirect('/admin/account/password?changed=1');
  },
);
