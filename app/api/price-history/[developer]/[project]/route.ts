import { db } from '@/lib/platform/db';
import { projectPriceHistory } from '@/lib/site/catalogue/price-history';
import { findProject } from '@/lib/site/content';
import { installedRedirects } from '@/lib/site/content/revision';
import { projectPath } from '@/lib/site/page/paths';

// Read per request from the price records: it changes with a publish, not with a build.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ developer: string; project: string }> };

const OLD_PROJECT_PAGE = /^\/project-details\/([^/]+)\/([^/]+)$/;

/** The keys a renamed project had before: the project pages that redirect to `page`. */
function earlierKeys(page: string): string[] {
  return [...installedRedirects()].flatMap(([from, to]) => {
    const old = to === page ? OLD_PROJECT_PAGE.exec(from) : null;
    return old ? [`${decodeURIComponent(old[1]!)}/${decodeURIComponent(old[2]!)}`] : [];
  });
}

/** A project's published prices over time, for the chart its page loads after the page. */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { developer, project } = await params;
  const entry = findProject(decodeURIComponent(developer), decodeURIComponent(project));
  if (!entry) return Response.json({ error: 'No such project' }, { status: 404 });
  const key = `${entry.developerKey}/${entry.project.id}`;
  const history = await projectPriceHistory(await db(), [key, ...earlierKeys(projectPath(entry.developerKey, entry.project.id))]);
  return Response.json(
    { project: key, history: history.map((entry) => ({ ...entry, recordedAt: entry.recordedAt.toISOString() })) },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
