/**
 * `npm run observatory`: MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory) against the
 * production build, served the way deploy/nginx.conf serves it: nginx with TLS on ports 80 and 443 of
 * loopback, in front of `npm start`'s server. Prints the grade, the score and every test; exits 1
 * below A+. Not part of CI. Needs root (ports 80 and 443), openssl and nginx (installed from
 * Debian's packages when missing).
 *
 * The scanner is installed into a temporary folder with --ignore-scripts (its install script
 * downloads certificate bundles) and `{}` as its HSTS preload list; it scans the test name
 * nestora.test, which a preloaded module resolves to 127.0.0.1, trusting a CA this script makes.
 *
 *   npm run observatory                 options: --port 3961
 */
import { migrateSqlite } from '@/lib/platform/db/migrate/migrate-database';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nginxBinary, startNginx } from '../../tests/support/nginx';
import { ensureBuild, waitForHealth } from '../../tests/support/own-server';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '3961' } } });
const HOST = 'nestora.test';
const SCANNER = '@mdn/mdn-http-observatory@1.4.8';

function run(command: string, argv: string[], options: { cwd?: string; input?: string } = {}) {
  const result = spawnSync(command, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A test CA and a certificate for HOST that it signs. */
function makeCertificates(dir: string) {
  const file = (name: string) => path.join(dir, name);
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Nestora test CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
  ]);
  run('openssl', ['req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${HOST}`, '-keyout', file('site.key'), '-out', file('site.csr')]);
  writeFileSync(file('site.ext'), `subjectAltName=DNS:${HOST}\nextendedKeyUsage=serverAuth\n`);
  run('openssl', [
    'x509',
    '-req',
    '-in',
    file('site.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('site.ext'),
    '-out',
    file('site.pem'),
  ]);
  return { ca: file('ca.pem'), cert: file('site.pem'), key: file('site.key') };
}

/** deploy/nginx.conf, unchanged but for the names, paths and addresses of this machine. */
function siteConfig(nginx: string, certs: { cert: string; key: string }, port: string): string {
  // `http2 on;` arrived in nginx 1.25.1; Debian 12 has 1.22, which takes it on the listen line instead.
  const version = /nginx\/(\d+)\.(\d+)/.exec(spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr) ?? [];
  const oldHttp2 = Number(version[1]) === 1 && Number(version[2]) < 25;
  let site = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('server_name www.example.in example.in;', `server_name ${HOST};`)
    .replaceAll('www.example.in', HOST)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${certs.cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${certs.key};`)
    .replace('server 127.0.0.1:3000', `server 127.0.0.1:${port}`)
    .replace(/listen \[::\]:\d+[^;]*;\n/g, '')
    .replace(/listen (80|443)( ssl)?;/g, 'listen 127.0.0.1:$1$2;');
  if (oldHttp2) site = site.replace(/\n\s*http2 on;/, '').replace('listen 127.0.0.1:443 ssl;', 'listen 127.0.0.1:443 ssl http2;');
  return site;
}

/** The scanner, installed without its install script, with an empty HSTS preload list. */
function installScanner(): string {
  const root = path.join(os.tmpdir(), 'nestora-observatory');
  const pkg = path.join(root, 'node_modules', '@mdn', 'mdn-http-observatory');
  if (!existsSync(path.join(pkg, 'src', 'scan.js'))) {
    mkdirSync(root, { recursive: true });
    run('npm', ['install', '--prefix', root, '--ignore-scripts', '--no-audit', '--no-fund', SCANNER]);
  }
  writeFileSync(path.join(pkg, 'conf', 'hsts-preload.json'), '{}');
  return pkg;
}

/** A module preloaded into the scanner that resolves HOST to loopback, as a hosts file would. */
function resolverPreload(dir: string): string {
  const file = path.join(dir, 'resolve-test-host.mjs');
  writeFileSync(
    file,
    `import dns from 'node:dns';
const lookup = dns.lookup;
dns.lookup = function (hostname, options, callback) {
  if (typeof options === 'function') [options, callback] = [{}, options];
  if (hostname !== ${JSON.stringify(HOST)}) return lookup.call(this, hostname, options, callback);
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => (all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)));
};
`,
  );
  return file;
}

type ScanTest = { pass: boolean | null; result: string; scoreModifier: number };
type Scan = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ScanTest>;
  error?: string;
};

async function main() {
  if (process.getuid?.() !== 0) throw new Error('npm run observatory needs root: nginx listens on ports 80 and 443 of loopback.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-observatory-run-'));
  const children: ChildProcess[] = [];
  try {
    const env = ensureBuild(`https://${HOST}`);
    const nginx = nginxBinary();
    const database = path.join(dir, 'site.db');
    migrateSqlite(database);
    const site = spawn('node', ['dist-server/start-server.mjs', '--port', args.port, '--hostname', '127.0.0.1'], {
      env: { ...env, NODE_ENV: 'production', DATABASE_URL: `file:${database}`, TRUSTED_PROXY_HOPS: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(site);
    await waitForHealth(`http://127.0.0.1:${args.port}`, site);
    const certs = makeCertificates(dir);
    const proxy = startNginx(path.join(dir, 'nginx'), siteConfig(nginx, certs, args.port));
    children.push(proxy);
    await waitForHealth(`http://127.0.0.1:80`, proxy).catch(() => undefined); // port 80 only redirects
    await new Promise((resolve) => setTimeout(resolve, 500));

    const scanner = installScanner();
    const output = spawnSync('node', ['--import', resolverPreload(dir), path.join(scanner, 'src', 'scan.js'), HOST], {
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certs.ca },
    });
    const result = JSON.parse(output.stdout) as Scan;
    if (result.error) throw new Error(`The scanner failed: ${result.error}`);
    console.log(`MDN HTTP Observatory (${SCANNER}) on https://${HOST} behind deploy/nginx.conf\n`);
    console.log(
      `Grade ${result.scan.grade}, score ${result.scan.score}/100, ${result.scan.testsPassed} of ${result.scan.testsQuantity} tests passed\n`,
    );
    for (const [name, test] of Object.entries(result.tests)) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`${(test.pass ? 'pass' : 'FAIL').padEnd(6)}${modifier.padStart(4)}  ${name.padEnd(31)}${test.result}`);
    }
    if (result.scan.grade !== 'A+') process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
