import { POST } from './route';

const url = 'http://localhost/api/csp-report';
const post = (body: string, type: string, address = '203.0.113.50') =>
  POST(new Request(url, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': address }, body }));
const report = JSON.stringify({
  'csp-report': { 'document-uri': 'http://localhost/about', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('logs one line per violation and answers 204', async () => {
  const response = await post(report, 'application/csp-report');
  expect(response.status).toBe(204);
  expect(warn.mock.calls).toEqual([['CSP violation: script-src-elem blocked inline on http://localhost/about']]);
});

it.each([
  ['another media type', report, 'application/json', 415],
  ['a body that is not a report', '{"hello":1}', 'application/csp-report', 400],
  ['malformed JSON', '{', 'application/reports+json', 400],
  ['an oversized body', JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(9000) } }), 'application/csp-report', 413],
])('refuses %s with a 4xx and logs nothing', async (_name, body, type, status) => {
  expect((await post(body, type, '203.0.113.51')).status).toBe(status);
  expect(warn).not.toHaveBeenCalled();
});

it('limits each client to 30 reports a minute', async () => {
  const statuses = [];
  for (let n = 0; n < 32; n += 1) statuses.push((await post(report, 'application/csp-report', '203.0.113.52')).status);
  expect(statuses.filter((status) => status === 204)).toHaveLength(30);
  expect(statuses.slice(30)).toEqual([429, 429]);
});
