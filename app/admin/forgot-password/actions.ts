'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/network-edge';
import { requestPasswordReset } from '@/lib/staff/password-reset';

/** "Forgot password?": the same answer whether or not the e-mail has an account. */
export async function requestResetForm(formData: FormData): Promise<void> {
  const client = clientAddress(await headers(), env().TRUSTED_PROXY_HOPS);
  const outcome = await requestPasswordReset(Object.fromEntries(formData), client);
  redirect(outcome.kind === 'limited' ? '/admin/forgot-password?limited=1' : '/admin/forgot-password?sent=1');
}
