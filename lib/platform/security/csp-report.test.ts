import { parseCspReports, violationLine } from './csp-report';

describe('parseCspReports', () => {
  it('reads a report-uri report', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://www.nestora.example/about',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    });
    expect(parseCspReports('application/csp-report', body)).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: 'https://www.nestora.example/about' },
    ]);
  });

  it('reads the CSP violations of a Reporting API batch and ignores other report types', () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        url: 'https://www.nestora.example/',
        body: { effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' },
      },
      { type: 'deprecation', url: 'https://www.nestora.example/', body: {} },
    ]);
    expect(parseCspReports('application/reports+json', body)).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: 'https://www.nestora.example/' },
    ]);
  });

  it('refuses what is not a report', () => {
    expect(parseCspReports('application/csp-report', '{not json')).toBeNull();
    expect(parseCspReports('application/csp-report', '{"csp-report": "x"}')).toBeNull();
    expect(parseCspReports('application/reports+json', '[]')).toBeNull();
    expect(parseCspReports('application/reports+json', '{"type":"csp-violation"}')).toBeNull();
  });

  it('makes one bounded line of each, with no control characters to forge log lines', () => {
    const body = JSON.stringify({
      'csp-report': { 'document-uri': `https://x.example/${'a'.repeat(500)}`, 'blocked-uri': 'inline\nCSP violation: forged' },
    });
    const [violation] = parseCspReports('application/csp-report', body)!;
    const line = violationLine(violation!);
    expect(line).not.toContain('\n');
    expect(line).toContain('blocked inline CSP violation: forged on');
    expect(line.length).toBeLessThan(500);
  });
});
