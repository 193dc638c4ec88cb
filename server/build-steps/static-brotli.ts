// A step of `npm run build` (postbuild): writes a brotli copy, at brotli's best, beside each of Next.js's build
// scripts and style sheets, which the server sends to clients that take brotli (server/static-brotli.ts).
//   node dist-server/static-brotli.mjs [distDir]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressIn } from '../content-encoding';
import { BROTLI_EXTENSIONS } from '../static-brotli';

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
const root = path.join(distDir, 'static');

const files = (await readdir(root, { recursive: true }))
  .map((name) => path.join(root, name))
  .filter((file) => BROTLI_EXTENSIONS.some((extension) => file.endsWith(extension)));
let before = 0;
let after = 0;
// Four at a time: libuv's threads do the work.
for (let start = 0; start < files.length; start += 4) {
  await Promise.all(
    files.slice(start, start + 4).map(async (file) => {
      const bytes = await readFile(file);
      const brotli = await compressIn(bytes, 'br', 'best');
      await writeFile(`${file}.br`, brotli);
      before += bytes.length;
      after += brotli.length;
    }),
  );
}
console.log(
  `Brotli copies: ${files.length} build files in ${distDir}/static, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB.`,
);
