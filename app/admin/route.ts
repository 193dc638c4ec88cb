import { asAdmin } from '@/lib/admin/response';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return asAdmin(request, async () =>
    new Response(null, { status: 303, headers: { Location: '/admin/enquiries' } }),
  );
}
