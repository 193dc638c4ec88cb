import { assertWritable } from '@/lib/db';

/** Liveness probe for process managers and the e2e web-server wait: ok only if enquiries can be stored. */
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    await assertWritable();
    return Response.json({ status: 'ok' });
  } catch (error) {
    console.error('Health check: the database cannot be written', error);
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Retry-After': '5' } });
  }
}
