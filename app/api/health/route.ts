/** Liveness probe for process managers and the e2e web-server wait. */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' });
}
