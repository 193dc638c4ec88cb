import { requestClientAddress } from '@/lib/platform/http/client-address';
import { mediaType, readLimitedText } from '@/lib/platform/http/read-body';
import { limiter } from '@/lib/platform/limits/limiter';
import { CSP_REPORT_TYPES, MAX_REPORT_BYTES, parseCspReports, violationLine } from '@/lib/platform/security/csp-report';

const answer = (status: number, message?: string) =>
  new Response(message ?? null, message ? { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } } : { status });

/**
 * The Content-Security-Policy's report endpoint (report-uri and report-to). Each violation becomes
 * one bounded log line; nothing is stored, so nothing an outsider sends can grow the disk.
 */
export async function POST(request: Request): Promise<Response> {
  const decision = await limiter('csp-report').check(requestClientAddress(request));
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
