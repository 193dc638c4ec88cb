import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import { adminAccess } from './auth';

/**
 * Throws unless the current request carries the staff credentials. proxy.ts already gates every
 * /admin request; server actions check again because Next.js can route an action's POST through
 * any page, so the gate alone must not be what protects a write.
 */
export async function assertStaff(): Promise<void> {
  const { ADMIN_USER: user, ADMIN_PASSWORD: password } = env();
  if (adminAccess((await headers()).get('authorization'), { user, password }) !== 'granted') {
    throw new Error('Staff credentials required.');
  }
}
