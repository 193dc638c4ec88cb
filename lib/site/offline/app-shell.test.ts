import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appShellFiles } from './app-shell';

let distDir: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), text);
}

/** A build as Next writes it: the runtime, the offline page's manifest, the form's script and what it loads lazily. */
function fakeBuild(formScript: string, offlinePageDir = 'server/app/offline') {
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'] }));
  const manifest = {
    clientModules: {
      '[project]/components/forms/enquiry-form.tsx': { chunks: ['/_next/static/chunks/form.js'] },
      '[project]/components/ui/map.tsx': { chunks: ['/_next/static/chunks/map.js'] },
    },
    entryJSFiles: { '[project]/app/layout': ['static/chunks/layout.js', 'static/chunks/form.js'] },
  };
  write(`${offlinePageDir}/page_client-reference-manifest.js`, `globalThis.__RSC_MANIFEST["/offline/page"] = ${JSON.stringify(manifest)};`);
  write('static/chunks/runtime.js', '');
  write('static/chunks/layout.js', '');
  write('static/chunks/form.js', formScript);
  write('static/chunks/map.js', 'e.v(t=>Promise.all(["static/chunks/leaflet.js"].map(t=>e.l(t))))');
  write('static/chunks/site.css', '');
}

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'app-shell-'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

it('precaches the scripts the enquiry form loads on first use, and no other lazily loaded script', () => {
  fakeBuild('e.v(t=>Promise.all(["static/chunks/schema.js","static/chunks/zod.js"].map(t=>e.l(t))).then(()=>t(1)))');
  const files = appShellFiles(distDir).map((file) => path.posix.relative(distDir, file));
  expect(files).toEqual(
    expect.arrayContaining([
      'static/chunks/runtime.js',
      'static/chunks/layout.js',
      'static/chunks/form.js',
      'static/chunks/schema.js',
      'static/chunks/zod.js',
    ]),
  );
  expect(files).not.toContain('static/chunks/leaflet.js');
  expect(new Set(files).size).toBe(files.length);
});

it('fails the build when the form names no script it loads on first use, rather than precache nothing for offline validation', () => {
  fakeBuild('"use strict";');
  expect(() => appShellFiles(distDir)).toThrow(/the layout's scripts name no script they load on first use/);
});

it('precaches a form the layout loads after the page (deferred), and what the form loads in turn', () => {
  fakeBuild('"use strict";');
  // The layout's script names the form's only as one it loads later; the form's names its validation.
  write('static/chunks/layout.js', 'e.v(t=>Promise.all(["static/chunks/deferred-form.js"].map(t=>e.l(t))))');
  write('static/chunks/deferred-form.js', 'e.v(t=>Promise.all(["static/chunks/schema.js"].map(t=>e.l(t))))');
  write('static/chunks/schema.js', '');
  const files = appShellFiles(distDir).map((file) => path.posix.relative(distDir, file));
  expect(files).toEqual(expect.arrayContaining(['static/chunks/deferred-form.js', 'static/chunks/schema.js']));
  expect(files).not.toContain('static/chunks/leaflet.js');
});

it('finds the offline page inside a route group', () => {
  fakeBuild('e.v(t=>Promise.all(["static/chunks/schema.js"].map(t=>e.l(t))))', 'server/app/(site)/offline');
  const scripts = appShellFiles(distDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.basename(file));
  expect(scripts.sort()).toEqual(['form.js', 'layout.js', 'runtime.js', 'schema.js']);
});

it('precaches what every copy of the form’s validation loader names, a page’s own copy included', () => {
  // The layout's copy of the loader (module 538466) names the schema; a project page's scripts carry a copy of their
  // own, which names a script that page's group lacks. The page runs whichever copy arrived first.
  fakeBuild('538466,e=>{e.v(t=>Promise.all(["static/chunks/zod.js","static/chunks/schema.js"].map(t=>e.l(t))).then(()=>t(9)))}');
  write(
    'static/chunks/project-page.js',
    '538466,s=>{s.v(c=>Promise.all(["static/chunks/attribution.js","static/chunks/schema.js"].map(c=>s.l(c))).then(()=>c(9)))}',
  );
  write('static/chunks/zod.js', '');
  write('static/chunks/schema.js', '');
  write('static/chunks/attribution.js', '');
  const files = appShellFiles(distDir).map((file) => path.posix.relative(distDir, file));
  expect(files).toEqual(expect.arrayContaining(['static/chunks/zod.js', 'static/chunks/schema.js', 'static/chunks/attribution.js']));
  // The page's own scripts are saved with the page, not precached; nor is what no copy of such a loader names.
  expect(files).not.toContain('static/chunks/project-page.js');
  expect(files).not.toContain('static/chunks/leaflet.js');
});

it('leaves out the stylesheets only the catalogue editor uses, and keeps one it shares with the site', () => {
  fakeBuild('e.v(t=>Promise.all(["static/chunks/schema.js"].map(t=>e.l(t))).then(()=>t(1)))');
  write('static/chunks/payload-admin.css', '');
  write('static/chunks/shared.css', '');
  write(
    'server/app/(payload)/admin/catalogue/[[...segments]]/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST["x"] = {"entryCSSFiles":{"a":[{"path":"static/chunks/payload-admin.css"},{"path":"static/chunks/shared.css"}]}};',
  );
  write(
    'server/app/(site)/about/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST["y"] = {"entryCSSFiles":{"b":[{"path":"static/chunks/shared.css"}]}};',
  );
  const files = appShellFiles(distDir).map((file) => path.posix.relative(distDir, file));
  expect(files).toEqual(expect.arrayContaining(['static/chunks/site.css', 'static/chunks/shared.css']));
  expect(files).not.toContain('static/chunks/payload-admin.css');
});
