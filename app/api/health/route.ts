import { assertWritable } from '@/lib/platform/db';
import { isDraining } from '@/lib/platform/process/drain';

/**
 * Liveness probe for process managers, load balancers and the e2e web-server wait: ok only if
 * enquiries can be stored and the server is not shutting down.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  if (isDraining()) {
    return Response.json({ status: 'draining' }, { status: 503, headers: { 'Retry-After': '5' } });
  }
  try {
    await assertWritable();
    return Response.json({ status: 'ok' });
  } catch (error) {
    console.error('Health check: the database cannot be written', error);
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Retry-After': '5' } });
  }
}
