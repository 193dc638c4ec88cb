import { env } from '@/lib/env';
import { adminAccess } from './auth';

// Staff pages show what visitors typed: no scripts at all, never framed, never indexed or cached.
const adminHeaders = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
};

function withHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value);
  return response;
}

/** Runs `render` only for staff with valid credentials: 404 when none are configured, else 401. */
export async function asAdmin(request: Request, render: () => Promise<Response>): Promise<Response> {
  const { ADMIN_USER: user, ADMIN_PASSWORD: password } = env();
  const access = adminAccess(request.headers.get('authorization'), { user, password });
  if (access === 'disabled') {
    const headers = { 'Content-Type': 'text/plain; charset=utf-8' };
    return withHeaders(new Response('Not Found', { status: 404, headers }));
  }
  if (access === 'denied') {
    return withHeaders(
      new Response('Staff sign-in required.', {
        status: 401,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'WWW-Authenticate': 'Basic realm="Nestora staff", charset="UTF-8"',
        },
      }),
    );
  }
  return withHeaders(await render());
}
