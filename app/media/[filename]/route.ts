import { mediaFileResponse } from '@/cms/media-file';

/** The catalogue's uploaded photos, plans and brochures, as the public pages show them (cms/media-file.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ filename: string }> }): Promise<Response> {
  return mediaFileResponse((await params).filename);
}
