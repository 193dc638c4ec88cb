import '@/lib/platform/validation/jitless';

import { z } from 'zod';

/** What one violation report says, cut to fit one log line. */
export type CspViolation = { directive: string; blocked: string; page: string };

export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;
/** A browser's report is well under 2 KB; a batch of the Reporting API a few of them. */
export const MAX_REPORT_BYTES = 8 * 1024;
const MAX_REPORTS_LOGGED = 5;

const text = z.string().max(4096).optional();

// report-uri: one object per request.
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
  }),
});

// report-to: the Reporting API's batch, of which only CSP violations concern this endpoint.
const reportingBatch = z
  .array(
    z.object({
      type: z.string().max(64),
      url: text,
      body: z.object({ documentURL: text, effectiveDirective: text, blockedURL: text }).optional(),
    }),
  )
  .min(1)
  .max(100);

/** One printable field: control characters out (a report cannot forge log lines), at most 200 characters. */
function field(value: string | undefined): string {
  const clean = (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
  return (clean.length > 200 ? `${clean.slice(0, 200)}…` : clean) || '(none)';
}

/** The violations in a report body of either format, or null when it is not one. */
export function parseCspReports(mediaType: (typeof CSP_REPORT_TYPES)[number], body: string): CspViolation[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (mediaType === 'application/csp-report') {
    const parsed = legacyReport.safeParse(json);
    if (!parsed.success) return null;
    const report = parsed.data['csp-report'];
    return [
      {
        directive: field(report['effective-directive'] ?? report['violated-directive']),
        blocked: field(report['blocked-uri']),
        page: field(report['document-uri']),
      },
    ];
  }
  const parsed = reportingBatch.safeParse(json);
  if (!parsed.success) return null;
  return parsed.data
    .filter((report) => report.type === 'csp-violation')
    .slice(0, MAX_REPORTS_LOGGED)
    .map((report) => ({
      directive: field(report.body?.effectiveDirective),
      blocked: field(report.body?.blockedURL),
      page: field(report.body?.documentURL ?? report.url),
    }));
}

/** The one log line a violation gets. */
export const violationLine = (violation: CspViolation) =>
  `CSP violation: ${violation.directive} blocked ${violation.blocked} on ${violation.page}`;
