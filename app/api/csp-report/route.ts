import { mediaType, readLimitedText } from '@/lib/forms/read-body';
import { rateLimiter } from '@/lib/limits/for-engine';
import { requestClientAddress } from '@/lib/server/client-address';
import { processState } from '@/lib/server/process-state';
import { CSP_REPORT_TYPES, MAX_REPORT_BYTES, parseCspReports, violationLine } from '@/lib/security/csp-report';

// Browsers send a few reports when something is blocked; more than this a minute is someone else.
const REPORTS_PER_MINUTE = 30;
const limiter = () => (processState().cspReports ??= rateLimiter('csp-report', REPORTS_PER_MINUTE));

const answer = (status: number, message?: string) =>
  new Response(message ?? null, message ? { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } } : { status });

/**
 * The Content-Security-Policy's report endpoint (report-uri and report-to). Each violation becomes
 * one bounded log line; nothing is stored, so nothing an outsider sends can grow the disk.
 */
export async function POST(request: Request): Promise<Response> {
  const decision = await limiter().check(requestClientAddress(request));
  if (!decision.ok) return answer(429, 'Too many reports.');
  const type = mediaType(request);
  const known = CSP_REPORT_TYPES.find((candidate) => candidate === type);
  if (!known) return answer(415, `Send ${CSP_REPORT_TYPES.join(' or ')}.`);
  const read = await readLimitedText(request, MAX_REPORT_BYTES);
  if (!read.ok) return answer(read.status, read.message);
  const violations = parseCspReports(known, read.text);
  if (!violations) return answer(400, 'Not a CSP violation report.');
  for (const violation of violations) console.warn(violationLine(violation));
  return answer(204);
}
