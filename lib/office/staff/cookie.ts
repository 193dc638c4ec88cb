import { env } from '@/lib/platform/env';
import { SESSION_COOKIE } from './sessions';

/**
 * The session cookie's attributes. Path /admin: the browser sends it only to the staff area, so
 * public pages never carry a staff credential (and stay cacheable). Secure whenever the site is
 * served over https, whether SITE_URL says so or the request arrived that way.
 */
export function sessionCookie(request: Request, token: string, expiresAt: Date | null) {
  const secure = env().SITE_URL.startsWith('https:') || new URL(request.url).protocol === 'https:';
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/admin',
    ...(expiresAt ? { expires: expiresAt } : { maxAge: 0 }),
  };
}
