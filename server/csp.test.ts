import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildCspManifest,
  checkPrerenderedPages,
  contentSecurityPolicy,
  inlineScriptHashes,
  noncePolicies,
  prerenderedPolicy,
  routeOfHtml,
} from './csp';
import { hydrationLoader, tapCatcher } from './hydration-loader';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the page’s own hashes or nonce, never unsafe-inline or unsafe-eval', () => {
    const hashed = contentSecurityPolicy({ hashes: ['abc='] });
    const nonced = contentSecurityPolicy({ nonce: 'bm9uY2U=' });
    expect(hashed).toContain("script-src 'self' 'sha256-abc='");
    expect(nonced).toMatch(/^default-src 'self'; script-src 'self' ('sha256-[^']+' )+'nonce-bm9uY2U='; /);
    for (const policy of [hashed, nonced, contentSecurityPolicy()]) {
      const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
      expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      // The loader that starts the deferred framework scripts, and its tap catcher, run on every page.
      expect(scripts).toContain(`'sha256-${sha(hydrationLoader)}'`);
      expect(scripts).toContain(`'sha256-${sha(tapCatcher)}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain('report-uri /api/csp-report');
    }
  });
});

it('gives the staff area, which shows what visitors typed, no images from elsewhere', () => {
  expect(contentSecurityPolicy({ nonce: 'bg==', staff: true })).toContain("img-src 'self';");
  expect(contentSecurityPolicy({ nonce: 'bg==' })).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org;");
});

it('lets images come from the configured map tile server', () => {
  const policy = contentSecurityPolicy({ nonce: 'bg==', tileSources: ['https://tiles.example.in'] });
  expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.in;");
  expect(policy).not.toContain('openstreetmap');
  expect(contentSecurityPolicy({ staff: true, tileSources: ['https://tiles.example.in'] })).toContain("img-src 'self';");
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, exactly as written, and skips external scripts and data blocks', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_" type="text/javascript">\n  boot();\n</script>',
      '<SCRIPT type="module">import "x"</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"a"])'), sha('\n  boot();\n'), sha('import "x"')]);
  });
});

describe('the build manifest', () => {
  let distDir: string;
  const page = (file: string, html: string) => {
    const full = path.join(distDir, 'server', 'app', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, html);
  };
  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'nestora-csp-'));
    page('index.html', '<script>home()</script>');
    page('about.html', '<script>about()</script><script>shared()</script>');
    page('project-details/dlf/dlf-camellias.html', '<script>project()</script>');
    page('_not-found.html', '<script>missing()</script>');
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('maps each prerendered file to its route', () => {
    expect(routeOfHtml('index.html')).toBe('/');
    expect(routeOfHtml(path.join('project-details', 'dlf', 'x.html'))).toBe('/project-details/dlf/x');
  });

  it('gives each page exactly its own scripts, and a 404 the not-found page’s', () => {
    const manifest = buildCspManifest(distDir);
    expect(prerenderedPolicy(manifest, '/about', 200)).toContain(`'sha256-${sha('about()')}' 'sha256-${sha('shared()')}'`);
    expect(prerenderedPolicy(manifest, '/about', 200)).not.toContain(sha('home()'));
    expect(prerenderedPolicy(manifest, '/project-details/dlf/dlf-camellias/', 200)).toContain(sha('project()'));
    expect(prerenderedPolicy(manifest, '/anything/unknown', 404)).toContain(sha('missing()'));
    expect(prerenderedPolicy(manifest, '/about', 404)).toContain(sha('about()')); // a page that answers 404 itself
    expect(prerenderedPolicy(manifest, '/not-built', 200)).toBeUndefined();
    expect(checkPrerenderedPages(distDir, manifest)).toEqual([]);
  });

  it('fails the build when a page holds a script its header would not allow', () => {
    const manifest = buildCspManifest(distDir);
    page('about.html', '<script>about()</script><script>injected()</script>');
    expect(checkPrerenderedPages(distDir, manifest)).toEqual([
      `/about: inline script sha256-${sha('injected()')} is not allowed by its header`,
    ]);
  });
});

test('noncePolicies gives, for each kind of page, the policy contentSecurityPolicy makes, with the nonce it is handed', () => {
  const tileSources = ['https://tiles.example.in'];
  const policyWithNonce = noncePolicies(tileSources);
  for (const staff of [false, true])
    for (const editor of [false, true])
      for (const nonce of ['bm9uY2U=', 'b3RoZXI=']) {
        expect(policyWithNonce({ nonce, staff, editor })).toBe(contentSecurityPolicy({ nonce, staff, editor, tileSources }));
      }
});
