import { safeBackPath } from '@/lib/intake/forms/form-redirect';
import { requestMember } from '@/lib/office/staff/access';
import { env } from '@/lib/platform/env';
import { createPreview, PREVIEW_TTL_SECONDS } from '@/lib/site/catalogue/preview';
import { ContentError } from '@/lib/site/content/errors';
import { PREVIEW_COOKIE } from '@/lib/site/content/preview';
import { createLocalReq } from 'payload';
import { isCatalogueEditor } from './access';
import type { EditorCatalogue, EditorGlobals } from './documents/editor-shapes';
import { toCatalogueDocuments } from './documents/to-catalogue';
import { loadEditorCatalogue, type PendingChange } from './publish/load-catalogue';
import { catalogueEditor } from './start';

/**
 * "Preview" in the editor: the draft, with everything else as published, on the real pages (the draft's own page
 * first), for whoever asked and for an hour (the Preview buttons' addresses: cms/preview-urls.ts).
 */

const GLOBAL_PAGES: Record<keyof EditorGlobals, string> = {
  home: '/',
  about: '/about',
  places: '/',
  testimonials: '/',
  careers: '/career',
  landing: '/',
  search: '/search',
};

function pageOf(change: PendingChange, catalogue: EditorCatalogue): string {
  if (change.kind === 'global') return GLOBAL_PAGES[change.slug] ?? '/';
  const data = change.data ?? {};
  if (change.collection === 'developers') return `/project-details/${encodeURIComponent(String(data.slug))}`;
  const project = catalogue.projects.find((candidate) => candidate.projectId === data.projectId);
  return project ? `/project-details/${encodeURIComponent(project.developer)}/${encodeURIComponent(project.projectId)}` : '/';
}

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

function cookie(value: string, maxAge: number): string {
  const secure = env().SITE_URL.startsWith('https:') ? '; Secure' : '';
  return `${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

const seeOther = (location: string, setCookie: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Set-Cookie': setCookie, 'Cache-Control': 'no-store' } });

export async function previewResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.searchParams.has('exit')) return seeOther(safeBackPath(url.searchParams.get('next') ?? '/') ?? '/', cookie('', 0));
  const member = await requestMember(request);
  if (!member || !isCatalogueEditor(member)) return text(403, 'Only the catalogue’s editors can preview drafts.');

  const payload = await catalogueEditor();
  const req = await createLocalReq({}, payload);
  const collection = url.searchParams.get('collection');
  const id = url.searchParams.get('id');
  const global = url.searchParams.get('global') as keyof EditorGlobals | null;
  let change: PendingChange;
  if ((collection === 'projects' || collection === 'developers') && id) {
    const draft = await payload.findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true });
    if (!draft) return text(404, 'No such draft.');
    change = { kind: 'collection', collection, id, data: draft as unknown as Record<string, unknown> };
  } else if (global && global in GLOBAL_PAGES) {
    const draft = await payload.findGlobal({ slug: global, draft: true, depth: 0, overrideAccess: true });
    change = { kind: 'global', slug: global, data: draft as unknown as Record<string, unknown> };
  } else {
    return text(400, 'Name the draft to preview: ?collection=projects&id=… or ?global=home.');
  }
  const catalogue = await loadEditorCatalogue(payload, req, change);
  try {
    const token = await createPreview(toCatalogueDocuments(catalogue));
    return seeOther(pageOf(change, catalogue), cookie(token, PREVIEW_TTL_SECONDS));
  } catch (error) {
    if (error instanceof ContentError) return text(422, `This draft cannot be shown yet: ${error.message}`);
    throw error;
  }
}
