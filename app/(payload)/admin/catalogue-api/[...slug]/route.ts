import { catalogueEditor } from '@/cms/start';
import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

/** Payload's REST handlers, each once the editor has opened (its migrations run at the site's start). */
const whenOpen =
  (handler: Handler): Handler =>
  async (request, context) => {
    await catalogueEditor();
    return handler(request, context);
  };

export const GET = whenOpen(REST_GET(config));
export const POST = whenOpen(REST_POST(config));
export const DELETE = whenOpen(REST_DELETE(config));
export const PATCH = whenOpen(REST_PATCH(config));
export const PUT = whenOpen(REST_PUT(config));
export const OPTIONS = whenOpen(REST_OPTIONS(config));
