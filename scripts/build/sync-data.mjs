#!/usr/bin/env node
/**
 * Publishes the content files unchanged at /data/<name>.json: copies data/*.json into
 * public/data/ and removes copies whose source is gone. With --check it only reports
 * differences and exits 1 if there are any (for CI).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const source = path.join(root, 'data');
const target = path.join(root, 'public', 'data');
const checkOnly = process.argv.includes('--check');

const jsonIn = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
const wanted = jsonIn(source);
const problems = [];

if (!checkOnly) fs.mkdirSync(target, { recursive: true });
for (const name of wanted) {
  const from = fs.readFileSync(path.join(source, name));
  const to = path.join(target, name);
  if (fs.existsSync(to) && fs.readFileSync(to).equals(from)) continue;
  problems.push(`${fs.existsSync(to) ? 'differs' : 'missing'}: public/data/${name}`);
  if (!checkOnly) fs.writeFileSync(to, from);
}
for (const name of jsonIn(target)) {
  if (wanted.includes(name)) continue;
  problems.push(`stale: public/data/${name}`);
  if (!checkOnly) fs.rmSync(path.join(target, name));
}

if (checkOnly && problems.length > 0) {
  console.error(`public/data is out of date (run node scripts/build/sync-data.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  checkOnly ? `public/data matches data/ (${wanted.length} files)` : `synced ${wanted.length} files (${problems.length} updated)`,
);
