import { previewResponse } from '@/cms/preview';

export const dynamic = 'force-dynamic';

/** The editor's Preview button: the draft on the real pages, for the editor who asked (cms/preview.ts). */
export function GET(request: Request): Promise<Response> {
  return previewResponse(request);
}
